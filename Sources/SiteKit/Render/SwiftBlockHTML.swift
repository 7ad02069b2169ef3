import Markdown

/// A ` ```swift ` block: highlighted Swift that the course's compile test type-checks, or,
/// written ` ```swift fragment `, a piece that cannot stand alone, shown under a visible
/// "Fragment" label and left out of that test.
enum SwiftBlockHTML {
  /// The one option a Swift block takes.
  static let fragmentOption = "fragment"

  static func render(_ block: FencedBlock) throws -> String {
    let options = block.arguments.split(separator: " ").map(String.init)
    for option in options where option != fragmentOption {
      throw BlockRenderError(
        "unknown option \"\(option)\" for a swift block; the one option is "
          + "\(fragmentOption) (```swift fragment), for code that cannot compile on its own",
        line: block.line)
    }
    let code = CodeHTML.block(block.code, language: "swift")
    guard options.contains(fragmentOption) else { return code }
    return "<div class=\"code-fragment\"><p class=\"fragment-label\">Fragment</p>\n"
      + code + "</div>\n"
  }
}

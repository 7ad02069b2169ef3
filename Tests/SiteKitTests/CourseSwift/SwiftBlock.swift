import Markdown
import Synchronization

/// A ` ```swift ` block of a lesson, found the way the site finds it (through the Markdown
/// renderer's fenced-block hooks), with the line its code starts on.
struct SwiftBlock: Sendable, Equatable {
  /// The lesson, relative to the repository (`content/lessons/…md`).
  var path: String
  /// The 1-based line in the lesson of the block's first line of code.
  var line: Int
  var code: String
  /// Written ` ```swift fragment `: shown as a fragment and not compiled.
  var isFragment: Bool

  /// Words that open a declaration, which a file may hold outside any function.
  static let declarationWords: Set<String> = [
    "struct", "class", "final", "enum", "actor", "protocol", "extension", "func", "typealias",
    "public", "package", "internal", "fileprivate", "private", "nonisolated", "indirect",
  ]

  /// The Swift blocks of `markdown`, in order.
  static func blocks(in markdown: String, path: String) -> [SwiftBlock] {
    let found = Mutex<[SwiftBlock]>([])
    var registry = FencedBlockRegistry()
    registry.register("swift") { block in
      let options = block.arguments.split(separator: " ")
      let swift = SwiftBlock(
        path: path, line: block.line + 1, code: block.code,
        isFragment: options.contains("fragment"))
      found.withLock { $0.append(swift) }
      return ""
    }
    _ = MarkdownRenderer(blocks: registry).render(markdown)
    return found.withLock { $0 }
  }

  /// The lines of code, without the trailing newline's empty line.
  var lines: [Substring] {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Whether the block is declarations (a file may hold it as it is) rather than statements
  /// (which run inside a function): its first line of code, after comments, attributes and
  /// imports, opens a declaration.
  var isDeclarations: Bool {
    for line in lines {
      let text = line.drop { $0 == " " }
      if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("@") || text.hasPrefix("import ") {
        continue
      }
      let word = text.prefix { $0.isLetter }
      return Self.declarationWords.contains(String(word))
    }
    return true
  }

  /// The names of the types the block declares (`struct Name`, `enum Name`, …).
  var declaredTypes: Set<String> {
    var names: Set<String> = []
    for line in lines {
      let words = line.split { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" }
      for (index, word) in words.enumerated().dropLast()
      where ["struct", "class", "enum", "actor", "protocol", "typealias"].contains(word) {
        names.insert(String(words[index + 1]))
      }
    }
    return names
  }

  /// The file the compile test type-checks for this block: its imports at the top, then
  /// its code, at file scope for declarations and as the body of its own `async throws`
  /// function for statements, so that a statement block's names are its own. Every line
  /// is mapped back to the lesson with `#sourceLocation`, so errors name the lesson's line.
  func sourceFile(number: Int) -> String {
    let location = "#sourceLocation(file: \"\(path)\", line: "
    var header = ["import Foundation", "import FoundationModels"]
    var body: [String] = []
    for (offset, line) in lines.enumerated() {
      if line.drop(while: { $0 == " " }).hasPrefix("import ") {
        header += [location + "\(self.line + offset))", String(line), "#sourceLocation()"]
        body.append("")
      } else {
        body.append(String(line))
      }
    }
    let code = [location + "\(self.line))"] + body + ["#sourceLocation()"]
    if isDeclarations { return (header + code).joined(separator: "\n") + "\n" }
    return (header + ["func lessonBlock\(number)() async throws {"] + code + ["}"])
      .joined(separator: "\n") + "\n"
  }
}

/// A link or image as the Markdown source has it, handed to `MarkdownRenderer.resolveLink`.
public struct LinkSite: Sendable, Equatable {
  /// The target as written (`lesson:when-a-tool-fails`, `02-anatomy.md#names`).
  public var url: String
  /// Whether the link has text of its own (`[text](…)` rather than `[](…)`).
  public var hasText: Bool
  /// Whether it is an image rather than a link.
  public var isImage: Bool

  public init(url: String, hasText: Bool, isImage: Bool) {
    self.url = url
    self.hasText = hasText
    self.isImage = isImage
  }
}

/// What to do with a link: a new target, text for a link written without any, a title, or a
/// problem to report at the link's line. All nil leaves the link as it is.
public struct LinkResolution: Sendable, Equatable {
  /// The new target.
  public var url: String?
  /// The text given to a link that has none (plain text; escaped when rendered).
  public var text: String?
  /// The `title` attribute, when the link has none.
  public var title: String?
  /// What is wrong with the link and what to do; reported at its line and column.
  public var problem: String?

  public init(
    url: String? = nil, text: String? = nil, title: String? = nil, problem: String? = nil
  ) {
    self.url = url
    self.text = text
    self.title = title
    self.problem = problem
  }

  /// Leaves the link as it is.
  public static let keep = LinkResolution()
}

extension MarkdownRenderer {
  /// The 1-based line and column of `target` written as a link target, `(target`, searched
  /// from `line` (cmark gives an inline node its paragraph's first line); `line` and
  /// `column` themselves when it is not found there.
  static func place(of target: String, in source: String, from line: Int, column: Int) -> (
    line: Int, column: Int
  ) {
    let needle = Array(("(" + target).utf8)
    var number = 0
    for text in source.utf8.split(separator: 10, omittingEmptySubsequences: false) {
      number += 1
      guard number >= line, text.count >= needle.count else { continue }
      let bytes = Array(text)
      for start in 0...(bytes.count - needle.count)
      where bytes[start..<(start + needle.count)].elementsEqual(needle) {
        // The column counts characters, as an editor does, up to the target after `(`.
        let before = String(decoding: bytes[...start], as: UTF8.self)
        return (number, before.count + 1)
      }
    }
    return (line, column)
  }
}

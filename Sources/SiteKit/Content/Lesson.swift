/// A lesson: one Markdown file under `content/lessons/`. A class, so that the many lists
/// that hold a site's lessons (chapters, reading order, pages) share one copy of each.
public final class Lesson: Sendable, Equatable {
  /// The source path relative to the content folder (`lessons/01-basics/02-anatomy.md`).
  public let sourcePath: String
  /// The chapter's folder name, or nil for a lesson at the top of `lessons/`.
  public let chapterFolder: String?
  /// The URL slug (from front matter `slug`, or the file name without its numeric prefix).
  public let slug: String
  /// The title (front matter `title`, else the file's slug in words).
  public let title: String
  /// One sentence (front matter `summary`).
  public let summary: String
  /// Whether it is a draft (left out unless drafts are asked for).
  public let draft: Bool
  /// The front matter, for templates (`{{page.anything}}`).
  public let frontMatter: [(key: String, value: String)]
  /// The Markdown body, read from the file when first needed (a rebuild reads only the
  /// lessons whose pages it renders).
  public var body: String { bodyText.value ?? "" }
  let bodyText: LazyText
  /// A hash of the body, for the incremental build.
  public let bodyHash: String
  /// The transcripts and tools the body embeds.
  public let embeds: Embeds
  /// The line where the body starts, to map diagnostics back to the file.
  public let bodyLine: Int
  /// The output path relative to the site root (`basics/anatomy/index.html`).
  public let outputPath: String

  public convenience init(
    sourcePath: String, chapterFolder: String?, slug: String, title: String, summary: String,
    draft: Bool, frontMatter: [(key: String, value: String)], body: String, bodyLine: Int,
    outputPath: String
  ) {
    self.init(
      sourcePath: sourcePath, chapterFolder: chapterFolder, slug: slug, title: title,
      summary: summary, draft: draft, frontMatter: frontMatter, bodyText: LazyText(text: body),
      bodyHash: FastHash.of(body), embeds: Embeds.scan(body), bodyLine: bodyLine,
      outputPath: outputPath)
  }

  init(
    sourcePath: String, chapterFolder: String?, slug: String, title: String, summary: String,
    draft: Bool, frontMatter: [(key: String, value: String)], bodyText: LazyText,
    bodyHash: String, embeds: Embeds, bodyLine: Int, outputPath: String
  ) {
    self.sourcePath = sourcePath
    self.chapterFolder = chapterFolder
    self.slug = slug
    self.title = title
    self.summary = summary
    self.draft = draft
    self.frontMatter = frontMatter
    self.bodyText = bodyText
    self.bodyHash = bodyHash
    self.embeds = embeds
    self.bodyLine = bodyLine
    self.outputPath = outputPath
  }

  public static func == (a: Lesson, b: Lesson) -> Bool {
    a.sourcePath == b.sourcePath && a.bodyHash == b.bodyHash && a.title == b.title
      && a.slug == b.slug
  }
}

/// A chapter: a folder of lessons.
public struct Chapter: Sendable, Equatable {
  /// The folder's name.
  public var folder: String
  /// The URL slug (the folder name without its numeric prefix).
  public var slug: String
  /// The title from `site.json`, else the slug in words.
  public var title: String
  /// What the chapter is about, in a sentence (`site.json`'s `summary`), or empty.
  public var summary: String = ""
  /// The chapter's lessons, by file name.
  public var lessons: [Lesson]
  /// The index of its book in `site.json`'s `books` (0 when there are none).
  public var book: Int = 0
}

/// URL slugs from file names.
enum Slugs {
  /// `01-why-tools.md` → `why-tools`; `10_reference` → `reference`.
  ///
  /// A slug is one path segment of a relative URL, so it keeps only letters, digits, `-` and
  /// `.`: anything else becomes `-` (a `:` would let `javascript:…` read as a URL's scheme on
  /// a page at the site's root, `/` would leave the site's folder). An empty slug, `.` or `..`
  /// is returned as it is, for the loader to refuse with the file and line (`PathSegment`).
  static func fromFileName(_ name: String) -> String {
    // Nearly every name: ASCII, already lowercase, no spaces or underscores.
    var bytes = Array(name.utf8)
    if bytes.count >= 3, bytes.suffix(3).elementsEqual(".md".utf8) { bytes.removeLast(3) }
    if bytes.allSatisfy({
      ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 46
    }) {
      var digits = 0
      while digits < bytes.count && bytes[digits] >= 48 && bytes[digits] <= 57 { digits += 1 }
      if digits > 0, digits + 1 < bytes.count, bytes[digits] == 45 || bytes[digits] == 46 {
        bytes.removeFirst(digits + 1)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    return fromAnyFileName(name)
  }

  private static func fromAnyFileName(_ name: String) -> String {
    var base = Substring(name)
    if base.hasSuffix(".md") { base = base.dropLast(3) }
    let digits = base.prefix { $0.isNumber }
    if !digits.isEmpty, let sep = base.dropFirst(digits.count).first,
      sep == "-" || sep == "_" || sep == "."
    {
      let rest = base.dropFirst(digits.count + 1)
      if !rest.isEmpty { base = rest }
    }
    return String(base).lowercased().map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" }
      .reduce(into: "") { $0.append($1) }
  }

  /// `why-tools` → `Why tools`.
  static func words(_ slug: String) -> String {
    let spaced = slug.replacingHyphens
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }
}

extension String {
  fileprivate var replacingHyphens: String {
    String(map { $0 == "-" ? " " : $0 })
  }
}

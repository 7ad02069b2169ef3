import Foundation
import Markdown

/// Links from one lesson to another: `[](lesson:NAME)` by the lesson's slug (or
/// `CHAPTER/NAME` where two chapters have a lesson of that slug), and relative links to a
/// lesson's Markdown file (`02-anatomy.md#names`). A link written without text shows the
/// lesson's number and title (`2.4 When a tool fails`); a link with text keeps it and gets
/// the number and title as its `title`. A name no lesson has is an error at the link.
struct LessonLinks: Sendable {
  /// The scheme of a link by name.
  static let scheme = "lesson:"

  private let nav: Navigation
  /// The lookup tables, made when the first link by name or by file is resolved: a rebuild
  /// whose pages link to no lesson does not index every lesson of the site.
  private let tables: LessonLinkTables

  init(nav: Navigation) {
    self.nav = nav
    self.tables = LessonLinkTables(nav: nav)
  }

  /// The name of the lesson at `i` in reading order: `chapter-slug/slug`.
  private func name(_ i: Int) -> String { tables.name(i) }

  /// The number and title of the lesson at `i`, as a link without text shows them.
  private func label(_ i: Int) -> String { "\(nav.numbers[i]) \(nav.order[i].lesson.title)" }

  /// What a link in the lesson whose source folder is `sourceDir` becomes on a page whose
  /// way back to the site's root is `root`.
  func resolve(_ site: LinkSite, from sourceDir: String, root: String) -> LinkResolution {
    let (path, fragment) = Self.split(site.url)
    let index: Int
    if path.hasPrefix(Self.scheme) {
      let name = String(path.dropFirst(Self.scheme.count))
      switch lookUp(name) {
      case .found(let i): index = i
      case .problem(let problem): return LinkResolution(problem: problem)
      }
    } else {
      guard !site.url.contains("://"), !path.hasPrefix("/"), path.hasSuffix(".md"),
        let joined = RelativePath.resolve(path, in: sourceDir), let i = tables.bySource[joined]
      else { return .keep }
      index = i
    }
    let url = root + nav.order[index].lesson.outputPath + (fragment.map { "#" + $0 } ?? "")
    let label = label(index)
    return LinkResolution(
      url: url, text: site.isImage ? nil : label, title: site.hasText ? label : nil)
  }

  /// The lesson a name refers to, or what is wrong with the name.
  private enum Found {
    case found(Int)
    case problem(String)
  }

  private func lookUp(_ name: String) -> Found {
    let (byPath, bySlug) = tables.byName
    if let i = byPath[name] { return .found(i) }
    if let found = bySlug[name] {
      if found.count == 1 { return .found(found[0]) }
      let choices = found.map { "'lesson:\(self.name($0))'" }.joined(separator: " or ")
      return .problem(
        "'lesson:\(name)' could mean \(found.count) lessons; write \(choices)")
    }
    let near = nav.order.indices.lazy.map(tables.name).filter { candidate in
      let last = candidate.split(separator: "/").last.map(String.init) ?? candidate
      return !name.isEmpty
        && (last.contains(name) || name.contains(last) || Self.distance(last, name) <= 2)
    }.prefix(3)
    let hint =
      near.isEmpty
      ? "a lesson is named by its slug, the file name without its number ('lesson:first-tool' for 01-first-tool.md)"
      : "did you mean " + near.map { "'lesson:\(shortName($0))'" }.joined(separator: " or ")
        + "?"
    return .problem("no lesson is named '\(name)' (in the link 'lesson:\(name)'); \(hint)")
  }

  /// A lesson's name as an author would write it: the slug alone where no other chapter has
  /// a lesson of that slug.
  private func shortName(_ name: String) -> String {
    let slug = name.split(separator: "/").last.map(String.init) ?? name
    return tables.byName.bySlug[slug]?.count == 1 ? slug : name
  }

  /// The edit distance between two names (insertions, deletions, substitutions), for
  /// suggesting the name an author meant.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = row
    }
    return previous[b.count]
  }

  private static func split(_ url: String) -> (String, String?) {
    guard let hash = url.firstIndex(of: "#") else { return (url, nil) }
    return (String(url[..<hash]), String(url[url.index(after: hash)...]))
  }
}

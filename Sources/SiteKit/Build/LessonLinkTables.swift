import Foundation

/// The tables `LessonLinks` looks lessons up in, each made the first time it is asked for
/// (from any thread; one thread makes it while others wait).
final class LessonLinkTables: @unchecked Sendable {
  private let nav: Navigation
  private let lock = NSLock()
  private var names: (byPath: [String: Int], bySlug: [String: [Int]])?
  private var sources: [String: Int]?

  init(nav: Navigation) { self.nav = nav }

  /// The name of the lesson at `i` in reading order: `chapter-slug/slug`, or the slug alone
  /// at the top of lessons/.
  func name(_ i: Int) -> String {
    let entry = nav.order[i]
    let chapter = nav.chapters[entry.chapter].slug
    return chapter.isEmpty ? entry.lesson.slug : "\(chapter)/\(entry.lesson.slug)"
  }

  /// Index in reading order by `chapter-slug/slug`, and by slug (more than one where
  /// chapters share a slug).
  var byName: (byPath: [String: Int], bySlug: [String: [Int]]) {
    lock.lock()
    defer { lock.unlock() }
    if let names { return names }
    var byPath: [String: Int] = [:]
    var bySlug: [String: [Int]] = [:]
    byPath.reserveCapacity(nav.order.count)
    for i in nav.order.indices {
      bySlug[nav.order[i].lesson.slug, default: []].append(i)
      byPath[name(i)] = i
    }
    names = (byPath, bySlug)
    return (byPath, bySlug)
  }

  /// Index in reading order by source path (`lessons/01-basics/02-anatomy.md`).
  var bySource: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    if let sources { return sources }
    var table: [String: Int] = [:]
    table.reserveCapacity(nav.order.count)
    for i in nav.order.indices { table[nav.order[i].lesson.sourcePath] = i }
    sources = table
    return table
  }
}

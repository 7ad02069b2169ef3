import CallsiteCore
import Foundation

/// Each chapter's lessons as the sidebar lists them, none current, made the first time a
/// page of the chapter asks and then shared by the chapter's other pages: a rebuild that
/// renders one lesson makes one chapter's list, not a list for every lesson of the site.
/// Safe to use from the parallel renderers.
final class SidebarItems: @unchecked Sendable {
  private let chapters: [Chapter]
  private let labels: [String]
  private let lock = NSLock()
  private var made: [[JSONValue]?]

  init(chapters: [Chapter], labels: [String]) {
    self.chapters = chapters
    self.labels = labels
    made = Array(repeating: nil, count: chapters.count)
  }

  /// The list of the chapter at `index`.
  func lessons(ofChapter index: Int) -> [JSONValue] {
    lock.lock()
    if let known = made[index] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let list = chapters[index].lessons.enumerated().map {
      Self.item($0.element, number: "\(labels[index]).\($0.offset + 1)", current: false)
    }
    lock.lock()
    made[index] = list
    lock.unlock()
    return list
  }

  /// One lesson's entry in the sidebar.
  static func item(_ lesson: Lesson, number: String, current: Bool) -> JSONValue {
    [
      "title": .string(lesson.title), "url": .string(lesson.outputPath),
      "number": .string(number), "current": .bool(current),
    ]
  }
}

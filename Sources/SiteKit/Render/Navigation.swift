import CallsiteCore

/// The site's reading order and the sidebar, bounded so that no page's size grows with the
/// number of lessons: every chapter is listed (up to a window around the current one), and
/// only the current chapter's lessons (again a window around the current lesson).
struct Navigation: Sendable {
  /// Lessons in reading order, with their chapter index.
  let order: [(chapter: Int, lesson: Lesson)]
  let chapters: [Chapter]
  /// How many lessons of the current chapter the sidebar shows at most around the current one.
  static let window = 60
  /// How many chapters the sidebar shows at most around the current one: each is a line of
  /// its own on every page, and the home page and the index list them all.
  static let chapterWindow = 24
  /// A hash of everything the sidebar and pager show (titles, slugs, order).
  let hash: String
  /// Each lesson's number in reading order, `chapter.lesson` (`2.3`), counted from 1.
  let numbers: [String]

  init(chapters: [Chapter]) {
    self.chapters = chapters
    var order: [(chapter: Int, lesson: Lesson)] = []
    var numbers: [String] = []
    var hasher = FastHash()
    for (i, chapter) in chapters.enumerated() {
      hasher.combine(chapter.title)
      hasher.combine(chapter.slug)
      for (k, lesson) in chapter.lessons.enumerated() {
        order.append((i, lesson))
        numbers.append("\(i + 1).\(k + 1)")
        hasher.combine(lesson.title)
        hasher.combine(lesson.outputPath)
      }
    }
    self.order = order
    self.numbers = numbers
    self.hash = hasher.hex
    lessonItems = SidebarItems(chapters: chapters)
  }

  /// A chapter's number, counted from 1.
  static func chapterNumber(_ index: Int) -> String { String(index + 1) }

  /// Each chapter's lessons as the sidebar lists them, none current: made when a page of
  /// the chapter first asks, as every page of a chapter shows the same list but for the one
  /// it marks.
  private let lessonItems: SidebarItems

  /// The first lesson's path, for "start reading".
  var firstLesson: Lesson? { order.first?.lesson }

  /// The sidebar for a page; `current` is the index in `order` of the lesson shown, if any.
  func sidebar(current: Int?) -> JSONValue {
    let currentChapter = current.map { order[$0].chapter }
    let chapterRange = Self.windowRange(
      count: chapters.count, around: currentChapter ?? 0, size: Self.chapterWindow)
    var list: [JSONValue] = []
    for ci in chapterRange {
      let chapter = chapters[ci]
      var item: JSONObject = [
        "title": .string(chapter.title.isEmpty ? "Lessons" : chapter.title),
        "url": .string(chapter.lessons.first?.outputPath ?? "index.html"),
        "number": .string(Self.chapterNumber(ci)),
        "current": .bool(ci == currentChapter),
      ]
      if ci == currentChapter || chapters.count == 1 {
        let currentPath = current.map { order[$0].lesson.outputPath }
        let found = chapter.lessons.firstIndex { $0.outputPath == currentPath }
        let range = Self.windowRange(count: chapter.lessons.count, around: found ?? 0)
        item["open"] = true
        var lessons = Array(lessonItems.lessons(ofChapter: ci)[range])
        if let found {
          lessons[found - range.lowerBound] = SidebarItems.item(
            chapter.lessons[found], number: "\(ci + 1).\(found + 1)", current: true)
        }
        item["lessons"] = .array(lessons)
        item["moreBefore"] = .bool(range.lowerBound > 0)
        item["moreAfter"] = .bool(range.upperBound < chapter.lessons.count)
      }
      list.append(.object(item))
    }
    return [
      "chapters": .array(list), "moreChaptersBefore": .bool(chapterRange.lowerBound > 0),
      "moreChaptersAfter": .bool(chapterRange.upperBound < chapters.count),
    ]
  }

  /// Previous and next lessons of the lesson at `index` (or, for the home page, the first).
  func pager(current: Int?) -> (prev: JSONValue?, next: JSONValue?) {
    func link(_ i: Int) -> JSONValue {
      [
        "title": .string(order[i].lesson.title), "url": .string(order[i].lesson.outputPath),
        "number": .string(numbers[i]),
      ]
    }
    guard let current else { return (nil, order.isEmpty ? nil : link(0)) }
    let prev: JSONValue? =
      current > 0 ? link(current - 1) : ["title": "Home", "url": "index.html", "number": ""]
    let next: JSONValue? = current + 1 < order.count ? link(current + 1) : nil
    return (prev, next)
  }

  static func windowRange(count: Int, around index: Int, size: Int = window) -> Range<Int> {
    guard count > size else { return 0..<count }
    let start = max(0, min(index - size / 2, count - size))
    return start..<(start + size)
  }
}

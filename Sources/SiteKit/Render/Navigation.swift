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

  /// The books, each a run of `chapters`; one untitled book when `site.json` lists none.
  let books: [BookSpan]
  /// Each chapter's label: the first book's chapters are numbered from 1, the chapters of the
  /// books after it lettered from A (as appendices are), so that every lesson's number
  /// (`2.3`, `A.4`) names one lesson wherever it is shown.
  let chapterLabels: [String]

  /// A book's place in the chapter list.
  struct BookSpan: Sendable {
    let title: String
    let summary: String
    /// The anchor of its table of contents on the home page.
    let anchor: String
    let chapters: Range<Int>
  }

  /// `chapters` must be grouped by book, in the books' order (as `ContentLoader` makes them).
  init(chapters: [Chapter], books: [SiteConfig.Book] = []) {
    self.chapters = chapters
    var order: [(chapter: Int, lesson: Lesson)] = []
    var numbers: [String] = []
    var labels: [String] = []
    var hasher = FastHash()
    var spans: [BookSpan] = []
    let bookCount = max(1, books.count)
    var lettered = 0
    var next = 0
    for b in 0..<bookCount {
      let start = next
      while next < chapters.count && min(chapters[next].book, bookCount - 1) == b { next += 1 }
      let book = books.indices.contains(b) ? books[b] : nil
      spans.append(
        BookSpan(
          title: book?.title ?? "", summary: book?.summary ?? "",
          anchor: b == 0 ? "contents" : "contents-" + Slugs.fromFileName(book?.id ?? ""),
          chapters: start..<next))
      hasher.combine(book?.title ?? "")
      for ci in start..<next {
        if b == 0 {
          labels.append(String(ci - start + 1))
        } else {
          labels.append(Self.letters(lettered))
          lettered += 1
        }
      }
    }
    for (i, chapter) in chapters.enumerated() {
      hasher.combine(chapter.title)
      hasher.combine(chapter.slug)
      for (k, lesson) in chapter.lessons.enumerated() {
        order.append((i, lesson))
        numbers.append("\(labels[i]).\(k + 1)")
        hasher.combine(lesson.title)
        hasher.combine(lesson.outputPath)
      }
    }
    self.order = order
    self.numbers = numbers
    self.chapterLabels = labels
    self.books = spans
    self.hash = hasher.hex
    lessonItems = SidebarItems(chapters: chapters, labels: labels)
  }

  /// `0` → `A`, `25` → `Z`, `26` → `AA`.
  static func letters(_ index: Int) -> String {
    let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
    return index < 26 ? letter : letters(index / 26 - 1) + letter
  }

  /// The index in `books` of the book that holds the chapter at `index`.
  func book(ofChapter index: Int) -> Int {
    books.firstIndex { $0.chapters.contains(index) } ?? 0
  }

  /// Each chapter's lessons as the sidebar lists them, none current: made when a page of
  /// the chapter first asks, as every page of a chapter shows the same list but for the one
  /// it marks.
  private let lessonItems: SidebarItems

  /// The first lesson's path, for "start reading".
  var firstLesson: Lesson? { order.first?.lesson }

  /// The sidebar for a page; `current` is the index in `order` of the lesson shown, if any.
  /// It lists the chapters of the current book (the first on the home page), and, when there
  /// are several, every book's title.
  func sidebar(current: Int?) -> JSONValue {
    let currentChapter = current.map { order[$0].chapter }
    let currentBook = currentChapter.map { book(ofChapter: $0) } ?? 0
    let span = books[currentBook].chapters
    let chapterRange = Self.windowRange(
      count: span.count, around: (currentChapter ?? span.lowerBound) - span.lowerBound,
      size: Self.chapterWindow)
    var list: [JSONValue] = []
    for ci in chapterRange.map({ $0 + span.lowerBound }) {
      let chapter = chapters[ci]
      var item: JSONObject = [
        "title": .string(chapter.title.isEmpty ? "Lessons" : chapter.title),
        "url": .string(chapter.lessons.first?.outputPath ?? "index.html"),
        "number": .string(chapterLabels[ci]),
        "current": .bool(ci == currentChapter),
      ]
      if ci == currentChapter || span.count == 1 {
        let currentPath = current.map { order[$0].lesson.outputPath }
        let found = chapter.lessons.firstIndex { $0.outputPath == currentPath }
        let range = Self.windowRange(count: chapter.lessons.count, around: found ?? 0)
        item["open"] = true
        var lessons = Array(lessonItems.lessons(ofChapter: ci)[range])
        if let found {
          lessons[found - range.lowerBound] = SidebarItems.item(
            chapter.lessons[found], number: "\(chapterLabels[ci]).\(found + 1)", current: true)
        }
        item["lessons"] = .array(lessons)
        item["moreBefore"] = .bool(range.lowerBound > 0)
        item["moreAfter"] = .bool(range.upperBound < chapter.lessons.count)
      }
      list.append(.object(item))
    }
    var result: JSONObject = [
      "chapters": .array(list), "moreChaptersBefore": .bool(chapterRange.lowerBound > 0),
      "moreChaptersAfter": .bool(chapterRange.upperBound < span.count),
    ]
    if books.count > 1 {
      result["books"] = .array(
        books.enumerated().map { b, book in
          [
            "title": .string(book.title), "current": .bool(b == currentBook && current != nil),
            "url": .string("index.html#" + book.anchor),
          ]
        })
      result["hasBooks"] = true
    }
    return .object(result)
  }

  /// Previous and next lessons of the lesson at `index` (or, for the home page, the first),
  /// within its book: a book's first lesson goes back home, its last has no next.
  func pager(current: Int?) -> (prev: JSONValue?, next: JSONValue?) {
    func link(_ i: Int) -> JSONValue {
      [
        "title": .string(order[i].lesson.title), "url": .string(order[i].lesson.outputPath),
        "number": .string(numbers[i]),
      ]
    }
    guard let current else { return (nil, order.isEmpty ? nil : link(0)) }
    let book = book(ofChapter: order[current].chapter)
    func sameBook(_ i: Int) -> Bool { self.book(ofChapter: order[i].chapter) == book }
    let prev: JSONValue? =
      current > 0 && sameBook(current - 1)
      ? link(current - 1) : ["title": "Home", "url": "index.html", "number": ""]
    let next: JSONValue? =
      current + 1 < order.count && sameBook(current + 1) ? link(current + 1) : nil
    return (prev, next)
  }

  static func windowRange(count: Int, around index: Int, size: Int = window) -> Range<Int> {
    guard count > size else { return 0..<count }
    let start = max(0, min(index - size / 2, count - size))
    return start..<(start + size)
  }
}

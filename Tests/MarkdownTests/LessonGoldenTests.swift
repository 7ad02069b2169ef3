import Foundation
import Markdown
import Testing

/// A lesson of the course as it was when tables and asides were added, with the HTML that
/// the renderer wrote for it before them (`Golden/lessons.json`).
///
/// The source is kept beside its HTML, not read from `content/`, because the course keeps
/// changing: the comparison is between two renderers over the same text.
struct GoldenLesson: Decodable, CustomTestStringConvertible, Sendable {
  var path: String
  var markdown: String
  var html: String

  var testDescription: String { path }

  /// Every recorded lesson; none when the file cannot be read, which a test reports.
  static let all: [GoldenLesson] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/lessons.json")
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([GoldenLesson].self, from: data)) ?? []
  }()

  /// Whether the source has a table's delimiter row or a block quote, whose HTML changed.
  var usesTheExtensions: Bool {
    markdown.split(separator: "\n").contains { line in
      line.hasPrefix(">") || (line.contains("|") && line.allSatisfy { "|-: ".contains($0) })
    }
  }
}

@Suite struct LessonGoldenTests {
  @Test func everyLessonOfTheCourseIsRecorded() {
    #expect(GoldenLesson.all.count == 17)
    #expect(GoldenLesson.all.filter(\.usesTheExtensions).count == 5)
  }

  @Test(arguments: GoldenLesson.all)
  func withoutTheExtensionsEveryLessonRendersAsBefore(lesson: GoldenLesson) {
    let renderer = MarkdownRenderer(options: MarkdownOptions(tables: false, asides: false))
    #expect(renderer.render(lesson.markdown).html == lesson.html)
  }

  @Test(arguments: GoldenLesson.all.filter { !$0.usesTheExtensions })
  func aLessonWithoutTablesRendersAsBefore(lesson: GoldenLesson) {
    #expect(MarkdownRenderer().render(lesson.markdown).html == lesson.html)
  }

  @Test(arguments: GoldenLesson.all.filter(\.usesTheExtensions))
  func aLessonWithTablesChangesOnlyWhereItsTablesAre(lesson: GoldenLesson) throws {
    let html = MarkdownRenderer().render(lesson.markdown).html
    // Each table was one paragraph of pipes before; each is one table now.
    let tables = try Regex(#"<table>\n(?s:.*?)</table>\n"#)
    // Smart punctuation made the delimiter row's hyphens into dashes.
    let pipeParagraphs = try Regex(#"<p>\|[^\n]*\n\|[-—–:| ]+\n(?s:.*?)</p>\n"#)
    #expect(html.matches(of: tables).count == lesson.html.matches(of: pipeParagraphs).count)
    #expect(html.matches(of: tables).count > 0)
    #expect(html.replacing(tables, with: "") == lesson.html.replacing(pipeParagraphs, with: ""))
  }
}

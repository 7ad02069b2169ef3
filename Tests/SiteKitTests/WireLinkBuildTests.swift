import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A lesson's transcript shows each step's wire view in place, the same disclosure as on
/// the transcript's page, so that "On the wire" opens without leaving the lesson.
@Suite struct WireLinkBuildTests {
  let steps = StepPagesBuildTests()

  func site(lesson: String) throws -> (lesson: String, transcript: String) {
    let folder = TemporaryFolder()
    try folder.write(steps.course(lesson: lesson))
    _ = try steps.build(folder)
    let site = folder.url.appendingPathComponent("site")
    return (
      try String(
        contentsOf: site.appendingPathComponent("a/one/index.html"), encoding: .utf8),
      try String(
        contentsOf: site.appendingPathComponent("transcripts/find/index.html"), encoding: .utf8)
    )
  }

  /// The ids of the wire views on a page, in order.
  func wireIDs(_ page: String) -> [String] {
    page.components(separatedBy: "<details class=\"wire\" id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// Where a page's wire links lead, in order.
  func wireLinks(_ page: String) -> [String] {
    page.components(separatedBy: "<p class=\"wire-link\"><a href=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func aLessonShowsEachStepsWireViewInPlace() throws {
    let (lesson, transcript) = try site(lesson: "Intro.\n\n```transcript find\n```\n")
    let ids = wireIDs(transcript)
    #expect(ids == (1...5).map { "find-step-\($0)-wire" })
    #expect(wireIDs(lesson) == ids)
    #expect(wireLinks(lesson).isEmpty)
    #expect(wireLinks(transcript).isEmpty)
  }

  @Test func aBlockOfSomeStepsShowsOnlyThoseStepsWireViews() throws {
    let (lesson, _) = try site(lesson: "Intro.\n\n```transcript find steps=3-4\n```\n")
    #expect(wireIDs(lesson) == [3, 4].map { "find-step-\($0)-wire" })
  }

  @Test func theWireOptionShowsTheViewsInTheLesson() throws {
    let (lesson, transcript) = try site(lesson: "Intro.\n\n```transcript find wire\n```\n")
    #expect(wireIDs(lesson) == wireIDs(transcript))
    #expect(wireLinks(lesson).isEmpty)
    // The same disclosure, byte for byte, as on the transcript's page.
    let view = try #require(
      transcript.components(separatedBy: "<details class=\"wire\"").dropFirst().first)
    #expect(lesson.contains(view.components(separatedBy: "</details>")[0]))
  }

  @Test func anUnknownOptionNamesBothThatExist() throws {
    let folder = TemporaryFolder()
    try folder.write(steps.course(lesson: "Intro.\n\n```transcript find wires\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.count == 1)
    #expect(failures.first?.line == 6)
    #expect(failures.first?.message.contains("use steps=A-B or wire") == true)
  }

  @Test func aLessonFromTheSharedRenderingIsTheLessonRenderedAlone() throws {
    let transcript = try Transcript(jsonText: StepPagesBuildTests.transcript)
    func html(standalone: Bool) -> TranscriptHTML {
      TranscriptHTML(
        transcript: transcript, name: "find", tools: [:], defaultContextSize: 4096,
        root: "../../", standalone: standalone)
    }
    let cache = RenderCache<RenderedSteps>()
    let page = html(standalone: true).render(steps: nil, cache: cache, uses: 2)
    let lesson = html(standalone: false).render(steps: nil, cache: cache, uses: 2)
    #expect(lesson == html(standalone: false).render(steps: nil))
    #expect(page == html(standalone: true).render(steps: nil))
    #expect(wireIDs(lesson) == wireIDs(page))
  }
}

import Foundation
import Testing

@testable import SiteKit

/// `gen build` as a sequence of named steps: run in order, each timed, every diagnostic
/// tagged with the step that reported it.
@Suite struct BuildPipelineTests {
  static func log() -> BuildLog {
    let folder = FileManager.default.temporaryDirectory
    return BuildLog(
      options: BuildOptions(
        content: folder.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.appendingPathComponent("site")))
  }

  static func problem(_ message: String) -> BuildDiagnostic {
    BuildDiagnostic(path: "content/x.md", step: "", message: message)
  }

  @Test func genBuildRunsItsSixStepsInOrder() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let summary = try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
    #expect(
      summary.steps.map(\.name) == ["content", "theme", "plan", "render", "search", "commit"])
    #expect(summary.steps.map(\.name) == SiteBuilder.stepNames)
    #expect(summary.steps.allSatisfy { $0.seconds >= 0 })
    #expect(summary.timings.split(separator: "\n").first?.hasPrefix("  content ") == true)
  }

  @Test func eachStepsTimeIsItsOwn() {
    let log = Self.log()
    log.step("quick") {}
    log.step("slow") { _ = usleep(50_000) }
    log.step("after") {}
    #expect(log.times.map(\.name) == ["quick", "slow", "after"])
    #expect(log.times[1].seconds >= 0.05)
    #expect(log.times[0].seconds < 0.05)
  }

  @Test func reportedProblemsAreTaggedWithTheStepThatFoundThem() {
    let log = Self.log()
    do {
      log.step("first") { log.report([Self.problem("one")]) }
      try log.step("second") { () throws(BuildFailure) in
        throw log.failure([Self.problem("two")])
      }
      Issue.record("the second step's failure was not thrown")
    } catch {
      #expect(error.diagnostics.map(\.message) == ["one", "two"])
      #expect(error.diagnostics.map(\.step) == ["first", "second"])
    }
  }

  @Test func aStepThatFailsIsNotTimed() {
    let log = Self.log()
    #expect(throws: BuildFailure.self) {
      try log.step("fails") { () throws(BuildFailure) in throw log.failure() }
    }
    #expect(log.times.isEmpty)
  }

  @Test func aContentErrorIsTaggedWithTheContentStep() throws {
    let folder = TemporaryFolder()
    var course = smallCourse
    course["content/lessons/02-more/01-extra.md"] = "---\ntitle Extra\n---\nThe end.\n"
    try folder.write(course)
    do {
      _ = try SiteBuilder(
        options: BuildOptions(
          content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
          output: folder.url.appendingPathComponent("site"))
      ).build()
      Issue.record("a bad front matter line did not fail the build")
    } catch {
      #expect(error.diagnostics.map(\.step) == ["content"])
    }
  }
}

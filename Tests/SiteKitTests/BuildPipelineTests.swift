import Foundation
import Testing

@testable import SiteKit

/// `gen build` as a sequence of named steps: run in order, each timed, every diagnostic
/// tagged with the step that reported it.
@Suite struct BuildPipelineTests {
  static func run() -> BuildRun {
    let folder = FileManager.default.temporaryDirectory
    return BuildRun(
      options: BuildOptions(
        content: folder.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.appendingPathComponent("site")))
  }

  static func problem(_ message: String) -> BuildDiagnostic {
    BuildDiagnostic(path: "content/x.md", step: "", message: message)
  }

  @Test func genBuildRunsItsSixStepsInOrder() {
    #expect(
      SiteBuilder.steps.map(\.name) == ["content", "theme", "plan", "render", "search", "commit"])
  }

  @Test func aBuildIsTimedStepByStep() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let summary = try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
    #expect(summary.steps.map(\.name) == SiteBuilder.steps.map(\.name))
    #expect(summary.steps.allSatisfy { $0.seconds >= 0 })
    #expect(summary.timings.split(separator: "\n").first?.hasPrefix("  content ") == true)
  }

  @Test func eachStepsTimeIsItsOwn() throws {
    let steps: [any BuildStep] = [
      ScriptedStep(name: "quick") { _ in },
      ScriptedStep(name: "slow") { _ in usleep(50_000) },
      ScriptedStep(name: "after") { _ in },
    ]
    let times = try SiteBuilder.run(steps, in: Self.run())
    #expect(times.map(\.name) == ["quick", "slow", "after"])
    #expect(times[1].seconds >= 0.05)
    #expect(times[0].seconds < 0.05)
  }

  @Test func reportedProblemsAreTaggedWithTheStepThatFoundThem() {
    let steps: [any BuildStep] = [
      ScriptedStep(name: "first") { run in run.report([Self.problem("one")]) },
      ScriptedStep(name: "second") { run throws(BuildFailure) in
        throw run.failure([Self.problem("two")])
      },
    ]
    do {
      _ = try SiteBuilder.run(steps, in: Self.run())
      Issue.record("the second step's failure was not thrown")
    } catch {
      #expect(error.diagnostics.map(\.message) == ["one", "two"])
      #expect(error.diagnostics.map(\.step) == ["first", "second"])
    }
  }

  @Test func noStepRunsAfterOneThatFails() {
    let ran = Counter()
    let steps: [any BuildStep] = [
      ScriptedStep(name: "fails") { run throws(BuildFailure) in throw run.failure() },
      ScriptedStep(name: "never") { _ in ran.add() },
    ]
    #expect(throws: BuildFailure.self) { try SiteBuilder.run(steps, in: Self.run()) }
    #expect(ran.value == 0)
  }

  @Test func aStepThatFindsTheStateUnusableEndsTheRun() throws {
    let ran = Counter()
    let steps: [any BuildStep] = [
      ScriptedStep(name: "finds") { run in run.needsCleanBuild = true },
      ScriptedStep(name: "never") { _ in ran.add() },
    ]
    let times = try SiteBuilder.run(steps, in: Self.run())
    #expect(times.map(\.name) == ["finds"])
    #expect(ran.value == 0)
  }

  @Test func aStepRunBeforeWhatItNeedsFailsNamingWhatIsMissing() {
    do {
      _ = try SiteBuilder.run([PlanPagesStep()], in: Self.run())
      Issue.record("planning without content did not fail")
    } catch {
      #expect(error.diagnostics.count == 1)
      #expect(error.diagnostics.first?.step == "plan")
      #expect(error.description.contains("needs the incremental state"))
    }
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

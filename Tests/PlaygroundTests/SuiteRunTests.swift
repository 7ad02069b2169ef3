import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// `repl --suite` end to end against a scripted OpenAI-compatible server: each failure class
/// produced by what the server answers, scored as that class, and scored the same again from
/// the saved transcripts by `--check`.
@Suite(.serialized) struct SuiteRunTests {
  /// A project folder with the course's coffee and clock tools and one suite.
  struct Project {
    let root: URL
    let files: SuiteFiles

    init(suite: String) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("suite-run-\(UUID().uuidString)")
      let tools = root.appendingPathComponent("content/tools")
      try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
      let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../content/tools").standardized
      for name in ["getCoffeeMenu", "getCurrentTime"] {
        try FileManager.default.copyItem(
          at: course.appendingPathComponent("\(name).json"),
          to: tools.appendingPathComponent("\(name).json"))
      }
      let suites = root.appendingPathComponent("content/suites")
      try FileManager.default.createDirectory(at: suites, withIntermediateDirectories: true)
      try suite.write(
        to: suites.appendingPathComponent("s.suite"), atomically: true, encoding: .utf8)
      files = SuiteFiles(path: "content/suites/s.suite", base: root)
    }

    func run(models: [String]) async throws -> SuiteResults {
      let runner = SuiteRunner(
        files: files, suite: try files.loadSuite(),
        environment: .standard(baseDirectory: root, environment: [:]), models: models)
      return try await runner.run().results
    }
  }

  static let suite = """
    :set date 2026-05-01T13:00:00Z
    :tool load getCoffeeMenu
    :tool load getCurrentTime
    repeat 1
    threshold 1
    max-rounds 3

    case latte
    prompt How much is a latte?
    calls getCoffeeMenu
    arg getCoffeeMenu query matches (?i)latte
    answer matches \\$[0-9]+\\.[0-9]{2}
    """

  static func call(_ name: String, _ arguments: String) -> OpenAILoopbackServer.Reply {
    let quoted = JSONValue.string(arguments).compactText
    return .json(
      #"{"choices":[{"message":{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"\#(name)","arguments":\#(quoted)}}]}}]}"#
    )
  }

  static func answer(_ text: String) -> OpenAILoopbackServer.Reply {
    .json(
      #"{"choices":[{"message":{"role":"assistant","content":\#(JSONValue.string(text).compactText)}}]}"#
    )
  }

  /// Runs the suite once against a server answering `replies`, then checks it again.
  func verdict(_ replies: [OpenAILoopbackServer.Reply]) async throws -> (RunVerdict, RunVerdict) {
    let server = try OpenAILoopbackServer(replies: replies)
    defer { server.stop() }
    let project = try Project(suite: Self.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let results = try await project.run(models: [
      "openai --model scripted --base-url http://127.0.0.1:\(server.port)/v1"
    ])
    let run = try #require(results.cases.first?.runs.first)
    let again = try SuiteCheck.run(project.files)
    #expect(again.changed.isEmpty)
    return (run.verdict, try #require(again.results.cases.first?.runs.first).verdict)
  }

  @Test func aRunThatReadsTheMenuAndQuotesAPricePasses() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#), Self.answer("A latte is $4.50."),
    ])
    #expect(run.passed, "\(run.reasons)")
    #expect(checked == run)
  }

  @Test func anAnswerWithoutACallIsNoCall() async throws {
    let (run, checked) = try await verdict([Self.answer("A latte is $4.50.")])
    #expect(run.classes == [.noCall])
    #expect(checked == run)
  }

  @Test func theClockInsteadOfTheMenuIsWrongTool() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCurrentTime", #"{"timeZone":"UTC"}"#), Self.answer("A latte is $4.50."),
    ])
    #expect(run.classes == [.wrongTool])
    #expect(checked == run)
  }

  @Test func aQueryForAnotherDrinkIsAnInventedArgument() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCoffeeMenu", #"{"query":"espresso"}"#), Self.answer("A latte is $4.50."),
    ])
    #expect(run.classes == [.inventedArgument])
    #expect(checked == run)
  }

  @Test func theSameCallTwiceIsARepeatedCall() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#),
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#), Self.answer("A latte is $4.50."),
    ])
    #expect(run.classes == [.repeatedCall])
    #expect(checked == run)
  }

  @Test func anAnswerWithoutAPriceIsAWrongAnswer() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#), Self.answer("We have lattes."),
    ])
    #expect(run.classes == [.wrongAnswer])
    #expect(checked == run)
  }

  @Test func aServerErrorIsAModelError() async throws {
    let (run, checked) = try await verdict([
      .json(#"{"error":{"message":"model not loaded"}}"#, status: 400)
    ])
    #expect(run.classes == [.modelError])
    #expect(checked == run)
  }

  @Test func callingPastTheRoundLimitKeepsTheCallsAndHasNoAnswer() async throws {
    let (run, checked) = try await verdict([
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#),
      Self.call("getCoffeeMenu", #"{"query":"lattes"}"#),
      Self.call("getCoffeeMenu", #"{"query":"a latte"}"#),
      Self.call("getCoffeeMenu", #"{"query":"latte price"}"#),
    ])
    #expect(run.classes == [.wrongTool, .wrongAnswer])
    #expect(checked == run)
  }

  @Test func aRunWhoseTranscriptCannotBeSavedIsKeptAsARunError() async throws {
    let project = try Project(suite: Self.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    // A file where the runs folder should be: the run's transcript cannot be written.
    let folder = project.files.url(String(project.files.runsPath.dropLast("/runs".count)))
    try "".write(to: folder, atomically: true, encoding: .utf8)
    let results = try await project.run(models: ["offline"])
    let run = try #require(results.cases.first?.runs.first)
    #expect(run.classes == [.runError])
    #expect(run.transcript.isEmpty)
    #expect(run.reasons.first?.hasPrefix("the run's transcript could not be saved") == true)
    let again = try SuiteCheck.run(project.files)
    #expect(again.changed.isEmpty)
    #expect(again.results.cases.first?.runs.first == run)
  }

  @Test func checkListsASavedVerdictThatScoringAgainChanges() async throws {
    let project = try Project(suite: Self.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    _ = try await project.run(models: ["offline"])
    let path = project.files.url("content/suites/s.suite")
    let text = try String(contentsOf: path, encoding: .utf8)
    try text.replacingOccurrences(of: "(?i)latte", with: "(?i)mocha")
      .write(to: path, atomically: true, encoding: .utf8)
    let report = try SuiteCheck.run(project.files)
    #expect(report.changed.count == 1)
    #expect(report.failure?.contains("1 saved verdict changed") == true)
  }

  @Test func aRoundLimitRunKeepsItsTranscriptWithTheCallsAndTheError() async throws {
    let server = try OpenAILoopbackServer(replies: [
      Self.call("getCoffeeMenu", #"{"query":"latte"}"#),
      Self.call("getCoffeeMenu", #"{"query":"lattes"}"#),
      Self.call("getCoffeeMenu", #"{"query":"a latte"}"#),
      Self.call("getCoffeeMenu", #"{"query":"latte price"}"#),
    ])
    defer { server.stop() }
    let project = try Project(suite: Self.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let results = try await project.run(models: [
      "openai --model scripted --base-url http://127.0.0.1:\(server.port)/v1"
    ])
    let run = try #require(results.cases.first?.runs.first)
    #expect(run.reasons.contains { $0.contains("no answer: the model called tools for 3 rounds") })
    let text = try project.files.read(project.files.runsPath + "/" + run.transcript.dropFirst(5))
    let transcript = try Transcript(jsonText: text)
    let calls = transcript.entries.compactMap { entry -> [String]? in
      guard case .toolCalls(let c) = entry else { return nil }
      return c.calls.map(\.arguments)
    }
    #expect(
      calls == [[#"{"query":"latte"}"#], [#"{"query":"lattes"}"#], [#"{"query":"a latte"}"#]])
    #expect(SuiteRunError(recordedIn: transcript)?.kind == .roundLimit)
  }

  @Test func eachRunRecordsItsSeedAndTheSuitesTemperature() async throws {
    let server = try OpenAILoopbackServer(replies: [Self.answer("$1.00")])
    defer { server.stop() }
    let project = try Project(
      suite: Self.suite.replacingOccurrences(of: "repeat 1", with: "repeat 2"))
    defer { try? FileManager.default.removeItem(at: project.root) }
    let results = try await project.run(models: [
      "openai --model scripted --base-url http://127.0.0.1:\(server.port)/v1"
    ])
    let runs = try #require(results.cases.first?.runs)
    #expect(runs.map(\.seed) == [1, 2])
    for run in runs {
      let text = try project.files.read(project.files.runsPath + "/" + run.transcript.dropFirst(5))
      let options = try Transcript(jsonText: text).callsite.provenance?.options
      #expect(options?["temperature"] == .double(0.7))
      #expect(options?["seed"] == .int(run.seed!))
    }
    #expect(
      server.requests.map { try? JSONValue.parse($0.bodyText)["seed"] } == [.int(1), .int(2)])
  }

  @Test func theOfflineModelRunsOnceAndIdenticalRunsShareAFile() async throws {
    let project = try Project(
      suite: Self.suite + "\n\ncase again\nprompt How much is a latte?\n")
    defer { try? FileManager.default.removeItem(at: project.root) }
    let results = try await project.run(models: ["offline"])
    #expect(results.cases.map(\.runs.count) == [1, 1])
    #expect(results.cases[0].runs[0].transcript == results.cases[1].runs[0].transcript)
    #expect(results.models.map(\.id) == ["offline-reference"])
  }
}

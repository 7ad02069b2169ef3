import Foundation
import Testing

/// Iterating on a turn as an author does at a terminal (tmux): `:retry` with a setting,
/// `:edit` through `$EDITOR` (a small script standing in for the author's editor), and
/// up-arrow recalling a multi-line prompt whole, in the same session and after a restart.
@Suite(.serialized, .enabled(if: Tmux.shouldRun, Tmux.skipReason))
struct ReplIterationTests {
  let repl: ReplRunner

  init() throws { repl = try ReplRunner() }

  /// `repl` in tmux with `editor.sh` as `$EDITOR`: it runs the `sed` expression in the file
  /// `edit.sed` over the file it is given (none: it leaves the file alone).
  private func start() throws -> Tmux {
    try repl.write(
      "editor.sh",
      "#!/bin/sh\nif [ -s \"$(dirname \"$0\")/edit.sed\" ]; then "
        + "sed -i -f \"$(dirname \"$0\")/edit.sed\" \"$1\"; fi\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: repl.folder.appendingPathComponent("editor.sh").path)
    let tmux = try Tmux(
      [ReplRunner.binary.path], directory: repl.folder,
      environment: [
        "CALLSITE_HOME": repl.folder.appendingPathComponent("home").path, "NO_COLOR": "1",
        "LANG": "C.UTF-8", "TERM": "xterm",
        "EDITOR": repl.folder.appendingPathComponent("editor.sh").path, "VISUAL": "",
      ])
    #expect(try tmux.waitFor("Type :help"))
    #expect(try tmux.waitFor("callsite>"))
    return tmux
  }

  private func weatherTool(_ tmux: Tmux) throws {
    try tmux.type(":tool new getWeather \"Get the weather forecast for a city\"")
    try tmux.type(":tool arg getWeather city string --guide \"The city\"")
    try tmux.type(":tool run getWeather reply \"Sunny, 22C\"")
    #expect(try tmux.waitFor("getWeather runs:"))
  }

  @Test func retryWithASettingRunsTheLastPromptAgain() throws {
    let tmux = try start()
    try weatherTool(tmux)
    try tmux.type("What is the weather in Paris?")
    #expect(try tmux.waitFor("→ getWeather {\"city\":\"Paris\"}"))
    try tmux.type(":retry max-rounds=2")
    #expect(try tmux.waitFor("retrying with max-rounds 2: What is the weather in Paris?"))
    #expect(try tmux.waitFor("→ getWeather {\"city\":\"Paris\"}", count: 2))
    try tmux.type(":entries")
    #expect(try tmux.waitFor("5  response"))
    #expect(!(try tmux.screen().contains("6  ")))
  }

  @Test func tabCompletesASettingOfRetryWithItsEqualsSign() throws {
    let tmux = try start()
    try tmux.type(":model manual")
    try tmux.type(":move say \"first\"")
    try tmux.type("Hello")
    #expect(try tmux.waitFor("first"))
    try tmux.type(":move say \"second\"")
    try tmux.send("-l", ":retry max-r")
    try tmux.send("Tab")
    try tmux.send("-l", "3")
    try tmux.send("Enter")
    #expect(try tmux.waitFor("retrying with max-rounds 3: Hello"))
  }

  @Test func editRunsThePromptAsTheEditorLeftIt() throws {
    let tmux = try start()
    try weatherTool(tmux)
    try tmux.type("What is the weather in Paris?")
    #expect(try tmux.waitFor("← getWeather"))
    try repl.write("edit.sed", "1s/Paris/Oslo/\n")
    try tmux.type(":edit")
    #expect(try tmux.waitFor("running the edited prompt in place of the last turn"))
    #expect(try tmux.waitFor("→ getWeather {\"city\":\"Oslo\"}"))
  }

  @Test func editLeftUnchangedRunsNothing() throws {
    let tmux = try start()
    try weatherTool(tmux)
    try tmux.type("What is the weather in Paris?")
    #expect(try tmux.waitFor("← getWeather"))
    try tmux.type(":edit")
    #expect(try tmux.waitFor("no change to the prompt: nothing runs"))
    #expect(try tmux.screen().components(separatedBy: "← getWeather").count == 2)
  }

  @Test func upArrowRecallsAMultiLinePromptWhole() throws {
    let tmux = try start()
    try tmux.type(":model manual")
    try tmux.type(":move say \"first\"")
    try tmux.type("\"\"\"")
    try tmux.type("line one")
    try tmux.type("line two")
    try tmux.type("\"\"\"")
    #expect(try tmux.waitFor("first"))
    try tmux.type(":move say \"second\"")
    #expect(try tmux.waitFor("callsite>", count: 3))
    try tmux.send("Up", "Up")
    try tmux.send("Enter")
    #expect(try tmux.waitFor("second"))
    try tmux.type(":show 2")
    #expect(try tmux.waitFor("#2 prompt"))
    let screen = try tmux.screen()
    let shown = try #require(screen.components(separatedBy: "#2 prompt").last)
    #expect(shown.contains("line one\nline two"))
  }

  @Test func aMultiLinePromptIsRecalledWholeAfterARestart() throws {
    do {
      let first = try start()
      try first.type(":model manual")
      try first.type(":move say \"first\"")
      try first.type("\"\"\"")
      try first.type("alpha")
      try first.type("beta")
      try first.type("\"\"\"")
      #expect(try first.waitFor("first"))
      try first.type(":quit")
      try first.send("y", "Enter")
      // Until it has exited, its journal may still be on disk, and the next repl would offer
      // to restore it instead of greeting.
      #expect(try first.waitForExit())
    }
    let history = try #require(repl.read("home/history"))
    #expect(history.hasPrefix("_HiStOrY_V2_\n"))
    #expect(history.contains("\"\"\"\\012alpha\\012beta\\012\"\"\""))
    let tmux = try start()
    try tmux.type(":model manual")
    try tmux.type(":move say \"again\"")
    #expect(try tmux.waitFor("callsite>", count: 3))
    // Up: this :move and :model, the first session's :quit, then its prompt.
    try tmux.send("Up", "Up", "Up", "Up")
    try tmux.send("Enter")
    #expect(try tmux.waitFor("again"))
    try tmux.type(":show 2")
    #expect(try tmux.waitFor("alpha\nbeta"))
  }
}

/// `repl --script -` reads the script from a pipe, as a shell pipeline gives it.
@Suite struct ReplScriptFromPipeTests {
  /// Runs a shell pipeline in `folder`, `$0` being the built `repl`.
  private func pipeline(_ line: String, _ arguments: [String] = [], in repl: ReplRunner) throws
    -> Binaries.Result
  {
    let out = repl.folder.appendingPathComponent("pipeline.out")
    let err = repl.folder.appendingPathComponent("pipeline.err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line, ReplRunner.binary.path] + arguments
    process.currentDirectoryURL = repl.folder
    var environment = ProcessInfo.processInfo.environment
    environment["CALLSITE_HOME"] = repl.folder.appendingPathComponent("home").path
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Binaries.Result(
      status: process.terminationStatus, stdout: repl.read("pipeline.out") ?? "",
      stderr: repl.read("pipeline.err") ?? "")
  }

  @Test(arguments: ["-", "/dev/stdin"])
  func aScriptPipedIntoReplRunsAndSaves(_ argument: String) throws {
    let repl = try ReplRunner()
    let script = """
      :tool new getWeather "Get the weather forecast for a city"
      :tool arg getWeather city string --guide "The city"
      :tool run getWeather reply "Sunny, 22C"
      What is the weather in Paris?
      :save piped
      """
    try repl.write("piped.repl", script + "\n")
    let result = try pipeline("cat piped.repl | \"$0\" --script \"$1\"", [argument], in: repl)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("→ getWeather {\"city\":\"Paris\"}"))
    #expect(result.stdout.contains("saved the transcript (5 entries)"))
    #expect(repl.read("content/transcripts/piped.json")?.contains("Sunny, 22C") == true)
  }

  @Test func anErrorInAPipedScriptNamesStandardInputAndTheLine() throws {
    let repl = try ReplRunner()
    let result = try pipeline("printf ':context 200\\n:nosuch\\n' | \"$0\" --script -", in: repl)
    #expect(result.status == 1)
    #expect(result.stderr.contains("<stdin>:2:"))
  }
}

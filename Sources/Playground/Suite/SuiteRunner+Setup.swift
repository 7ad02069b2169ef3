import CallsiteCore
import Foundation

/// A set-up command with the file and line it came from, for errors.
struct SetupInput: Sendable {
  var path: String
  var line: Int
  var text: String
}

extension SuiteRunner {
  /// Commands of a session script that a suite leaves out: it runs its own prompts, chooses
  /// its own models and saves its runs itself.
  static let skippedCommands: Set<String> = [
    ":save", ":save!", ":model", ":history", ":quit", ":answer", ":move", ":undo",
    ScriptRunner.mayFailDirective,
  ]

  /// The session script's commands (not its prompts), then the suite's own.
  func setupInputs() throws(SuiteError) -> [SetupInput] {
    var inputs: [SetupInput] = []
    if let session = suite.session {
      let path = files.sessionPath(session)
      let text = try files.read(path)
      let lines: [ScriptReader.Line]
      do {
        lines = try ScriptReader.inputs(of: text)
      } catch {
        throw SuiteError(
          path: path, line: error.line, error.error.message, hint: error.error.hint ?? "")
      }
      for line in lines where line.text.hasPrefix(":") {
        let word = String(line.text.prefix { !$0.isWhitespace })
        if Self.skippedCommands.contains(word) { continue }
        inputs.append(SetupInput(path: path, line: line.number, text: line.text))
      }
    }
    return inputs + (try suiteInputs(suite.setup))
  }

  /// A case's own set-up commands, run after the suite's.
  func caseSetupInputs(_ suiteCase: SuiteCase) throws(SuiteError) -> [SetupInput] {
    try suiteInputs(suiteCase.setup)
  }

  /// Set-up lines of the suite file as inputs, a `"""` block as one.
  private func suiteInputs(_ lines: [SuiteSetupLine]) throws(SuiteError) -> [SetupInput] {
    var inputs: [SetupInput] = []
    for line in lines {
      let parts: [ScriptReader.Line]
      do {
        parts = try ScriptReader.inputs(of: line.text)
      } catch {
        throw SuiteError(
          path: files.path, line: line.line, error.error.message, hint: error.error.hint ?? "")
      }
      inputs += parts.map {
        SetupInput(path: files.path, line: line.line + $0.number - 1, text: $0.text)
      }
    }
    return inputs
  }

  /// Runs the set-up in a playground, naming the file and line of a failing command.
  func apply(_ setup: [SetupInput], to playground: Playground) async throws(SuiteError) {
    for input in setup {
      do {
        _ = try await playground.execute(input.text)
      } catch {
        throw SuiteError(
          path: input.path, line: input.line, error.message,
          hint: error.hint ?? "fix the command; the suite runs it before every run")
      }
    }
  }

  /// Sets a playground up with one model to learn its name and provenance, so that a wrong
  /// model or set-up stops the suite before any run.
  func prepare(_ spec: String, _ setup: [SetupInput]) async throws(SuiteError)
    -> (model: SuiteResults.Model, deterministic: Bool)
  {
    let playground = Playground(environment: environment) { _ in }
    try await apply(setup, to: playground)
    do {
      _ = try await playground.execute(":model " + spec)
      try await playground.currentSession()
    } catch {
      throw SuiteError(
        path: files.path, line: nil, "--model \(spec): \(error.message)",
        hint: error.hint ?? "give a model as :model takes it")
    }
    var transcript = await playground.transcript
    transcript.callsite.provenance?.captured = nil
    transcript.callsite.provenance?.definitionsHash = nil
    let model = transcript.callsite.provenance?.model ?? spec
    let deterministic = await playground.state.model.isDeterministic
    let json = transcript.fileJSON["callsite"]?["provenance"] ?? .null
    return (SuiteResults.Model(id: model, provenance: json), deterministic)
  }
}

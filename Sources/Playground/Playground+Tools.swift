import CallsiteCore
import Foundation

extension Playground {
  func runToolCommand(_ c: ParsedCommand) async throws(PlaygroundError) {
    switch c.spec.name {
    case "tool new":
      try c.expectAtMost(2)
      let name = try c.argument(0, "a name")
      guard Self.isToolName(name) else {
        throw PlaygroundError(
          "\"\(name)\" is not a tool name", hint: "use letters, digits and _, like getWeather")
      }
      guard index(of: name) == nil else {
        throw PlaygroundError(
          "there is already a tool named \(name)",
          hint: "change it with :tool arg, :tool describe or :tool run")
      }
      tools.append(ToolDraft(name: name, description: try c.argument(1, "a description")))
      changed(name)
      say("tool \(name) created; add arguments with :tool arg \(name) ARG TYPE")
    case "tool describe":
      try c.expectAtMost(2)
      let i = try existing(try c.argument(0, "a tool name"))
      tools[i].definition.description = try c.argument(1, "a description")
      changed(tools[i].name)
    case "tool arg": try setArgument(c)
    case "tool rm-arg":
      try c.expectAtMost(2)
      let i = try existing(try c.argument(0, "a tool name"))
      try tools[i].removeArgument(try c.argument(1, "an argument"))
      changed(tools[i].name)
    case "tool run": try setRun(c)
    case "tool show": try show(c)
    case "tool load": try loadTool(c)
    case "tool save": try await saveTool(c)
    case "tool rm":
      try c.expectAtMost(1)
      let i = try existing(try c.argument(0, "a tool name"))
      let name = tools.remove(at: i).name
      unsavedTools.remove(name)
      definitionsChanged()
      say("tool \(name) removed from the session")
    default:
      throw PlaygroundError("unknown command :\(c.spec.name)", hint: "type :help tool")
    }
  }

  static func isToolName(_ s: String) -> Bool {
    guard let f = s.first, f.isLetter || f == "_" else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  func index(of name: String) -> Int? { tools.firstIndex { $0.name == name } }

  func existing(_ name: String) throws(PlaygroundError) -> Int {
    if let i = index(of: name) { return i }
    let names = tools.map(\.name)
    throw PlaygroundError(
      "there is no tool named \(name)",
      hint: names.isEmpty
        ? "create one with :tool new \(name) \"description\" or :tool load \(name)"
        : "the tools are \(names.joined(separator: ", "))")
  }

  func changed(_ name: String) {
    unsavedTools.insert(name)
    definitionsChanged()
  }

  private func setArgument(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(3)
    let i = try existing(try c.argument(0, "a tool name"))
    let path = try c.argument(1, "an argument name")
    let type = try ArgumentType(parsing: try c.argument(2, "a type"))
    var o = ArgumentOptions()
    o.guide = c.options["guide"]
    o.optional = c.flags.contains("optional")
    for key in ["min", "max"] {
      if let text = c.options[key] {
        guard (try? JSONValue.parse(text))?.numberValue != nil else {
          throw PlaygroundError("--\(key) needs a number, got \"\(text)\"", hint: "type --\(key) 1")
        }
      }
    }
    o.minimum = c.options["min"].map { JSONNumber(literal: $0) }
    o.maximum = c.options["max"].map { JSONNumber(literal: $0) }
    o.count = try c.intOption("count")
    o.minItems = try c.intOption("min-items")
    o.maxItems = try c.intOption("max-items")
    o.choices = c.options["choices"].map {
      $0.split(separator: ",").map { String($0).trimmingWhitespace }
    }
    o.pattern = c.options["pattern"]
    let schema = try type.schema(o)
    try tools[i].setArgument(path, schema: schema, optional: o.optional)
    changed(tools[i].name)
    say(ToolTable.render(tools[i]))
  }

  private func setRun(_ c: ParsedCommand) throws(PlaygroundError) {
    let i = try existing(try c.argument(0, "a tool name"))
    let kind = try c.argument(1, "an implementation kind")
    let values = Array(c.arguments.dropFirst(2))
    func one() throws(PlaygroundError) -> String {
      guard values.count == 1 else {
        throw PlaygroundError(
          "\(kind) takes one value (quote text with spaces)", hint: "see :help tool run")
      }
      return values[0]
    }
    var run = JSONObject()
    switch kind {
    case "reply": run["reply"] = Self.outputValue(try one())
    case "fail": run["fail"] = .string(try one())
    case "builtin":
      let name = try one()
      let known = environment.builtinToolNames
      guard known.isEmpty || known.contains(name) else {
        throw PlaygroundError(
          "there is no built-in tool \"\(name)\"",
          hint: "choose one of \(known.joined(separator: ", "))")
      }
      run["builtin"] = .string(name)
    case "command":
      guard !values.isEmpty else {
        throw PlaygroundError(
          "command needs a program", hint: "type :tool run NAME command python3 tools/x.py")
      }
      run["command"] = .array(values.map(JSONValue.string))
      if let t = try c.numberOption("timeout") { run["timeoutSeconds"] = .double(t) }
    case "replies":
      guard case .array(let list)? = try? JSONValue.parse(try one()) else {
        throw PlaygroundError(
          "replies takes a JSON array of {\"when\": {…}, \"output\": …}",
          hint: "or add cases one at a time with :tool run NAME when {…} OUTPUT")
      }
      run["replies"] = .array(list)
    case "when":
      guard values.count == 2, case .object? = try? JSONValue.parse(values[0]) else {
        throw PlaygroundError(
          "when takes the arguments as a JSON object, then the output",
          hint: "type :tool run NAME when {\"city\": \"Paris\"} \"Sunny\"")
      }
      let when = try! JSONValue.parse(values[0])
      var list = tools[i].run?["replies"]?.arrayValue ?? []
      list.removeAll { $0["when"] == when }
      list.append(["when": when, "output": Self.outputValue(values[1])])
      run["replies"] = .array(list)
    default:
      throw PlaygroundError(
        "unknown implementation \"\(kind)\"",
        hint: "use reply, when, replies, fail, command or builtin")
    }
    var draft = tools[i]
    draft.run = .object(run)
    do {
      _ = try environment.makeTool(draft, toolContext)
    } catch {
      throw PlaygroundError(
        "that implementation does not work: \(error)", hint: "see :help tool run")
    }
    tools[i] = draft
    changed(draft.name)
    say("\(draft.name) runs: \(JSONValue.object(run).compactText)")
  }

  /// JSON objects and arrays stay structured; anything else is text.
  static func outputValue(_ text: String) -> JSONValue {
    if let v = try? JSONValue.parse(text), v.objectValue != nil || v.arrayValue != nil { return v }
    return .string(text)
  }

  var toolContext: ToolContext {
    ToolContext(date: fixedDate, baseDirectory: environment.baseDirectory)
  }

  private func show(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(2)
    let draft = tools[try existing(try c.argument(0, "a tool name"))]
    switch c.arguments.count > 1 ? c.arguments[1] : "table" {
    case "table": say(ToolTable.render(draft))
    case "schema":
      let tokens = TokenEstimator.tokens(in: draft.definition)
      say(draft.definition.json.serialized().trimmingWhitespaceAtEnd)
      say("\(tokens) tokens as the model receives it (estimated)", .meter)
    case "swift":
      do {
        say(try environment.renderSwift(draft.definition))
      } catch {
        throw PlaygroundError(
          "cannot show \(draft.name) as Swift: \(error)",
          hint: "try :tool show \(draft.name) schema")
      }
    case "file": say(draft.fileText.trimmingWhitespaceAtEnd)
    case let other:
      throw PlaygroundError("unknown view \"\(other)\"", hint: "use table, schema, swift or file")
    }
  }

  private func loadTool(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(1)
    let url = resolve(try c.argument(0, "a tool name or path"), folder: "tools")
    let draft = try readTool(url)
    if let i = index(of: draft.name) { tools[i] = draft } else { tools.append(draft) }
    unsavedTools.remove(draft.name)
    definitionsChanged()
    say("loaded \(draft.name) from \(display(url)) (runs: \(draft.runKind))")
  }

  func readTool(_ url: URL) throws(PlaygroundError) -> ToolDraft {
    let text = try readText(url, what: "tool file")
    do {
      var draft = try environment.readToolFile(text, display(url))
      draft.path = display(url)
      return draft
    } catch let error as PlaygroundError {
      throw error
    } catch {
      throw PlaygroundError("\(error)", hint: "fix the file and :tool load it again")
    }
  }

  private func saveTool(_ c: ParsedCommand) async throws(PlaygroundError) {
    try c.expectAtMost(2)
    let i = try existing(try c.argument(0, "a tool name"))
    let url =
      c.arguments.count > 1
      ? resolve(c.arguments[1], folder: "tools") : resolve(tools[i].name, folder: "tools")
    let forced = ":tool save! " + c.arguments.joined(separator: " ")
    _ = try await save(
      tools[i].fileText, to: url, force: c.flags.contains("force"), forced: forced)
    tools[i].path = display(url)
    unsavedTools.remove(tools[i].name)
    say(checkMode ? "\(display(url)) matches" : "saved \(tools[i].name) to \(display(url))")
  }

  func listTools() {
    guard !tools.isEmpty else {
      return say("(no tools; create one with :tool new NAME \"description\" or :tool load NAME)")
    }
    for t in tools {
      let args = t.definition.parameters.properties.map { p in
        (t.definition.parameters.isRequired(p.name) ? p.name : p.name + "?") + ": "
          + ToolTable.typeName(p.schema)
      }
      let place = unsavedTools.contains(t.name) ? "not saved" : (t.path ?? "")
      say(
        "\(t.name)(\(args.joined(separator: ", "))) runs: \(t.runKind)  \(place)"
          .trimmingWhitespaceAtEnd)
    }
  }
}

import CallsiteCore
import Foundation

/// `gen export`: a whole transcript as an OpenAI or Anthropic request, or an `fm` session.
enum ExportCommand: GenSubcommand {
  /// One line for `gen --help`.
  static let summary = "Write a transcript as an OpenAI or Anthropic request, or an fm session."

  static let declaration = CommandDeclaration(
    name: "gen export",
    overview: "Write a transcript as an OpenAI Chat Completions request, an Anthropic "
      + "Messages request, or an fm session file.",
    discussion: """
      NAME is a transcript in content/transcripts/ (without .json), or the path of any
      transcript file (a name ending in .json or holding a '/'). Any shape Callsite reads will
      do: Apple's Swift encoder, Apple's Python SDK, FoundationModels 27 (version 1.1), an fm
      session. A failed call's output (a call in callsite.failures, or a Python SDK
      'Tool error: ' output) is marked is_error in the Anthropic form.
      """,
    arguments: [name], options: [format, output, force, CompareCommand.content])

  static let name = CommandArgument(
    "NAME", help: "The transcript: a name in content/transcripts/, or a path.",
    isOptional: false)
  /// `--format`, its value one of the export formats.
  static let format = CommandOption.value(
    "format", formats.joined(separator: "|"),
    help: "Required. openai: the request body (model, messages, tools, options); "
      + "anthropic: the request body (model, max_tokens, system, messages, tools, "
      + "options); fm: {\"modelName\", \"transcript\"} around the file."
  ).required()
  static let output = CommandOption.value(
    "output", "FILE",
    help: "Write to FILE instead of standard output (its folder is made when missing). "
      + "An existing FILE, which may be a transcript or a tool file, is refused unless "
      + "--force is given; then it is replaced whole, "
      + "or not at all.")
  static let force = CommandOption.flag("force", help: "Replace FILE when it exists.")

  /// The formats' names, as `--format` takes them.
  static let formats = TranscriptExportFormat.allCases.map(\.rawValue)

  static func run(_ args: CommandArguments, console: MessagePrinter) -> Int32 {
    guard let transcriptName = args.value(name) else {
      return usage("missing the transcript: gen export NAME --format FORMAT", console)
    }
    guard let word = args[Self.format] else {
      return usage("--format is required: \(formats.joined(separator: ", "))", console)
    }
    guard let exportFormat = TranscriptExportFormat(rawValue: word) else {
      let hint = Suggestion.closest(word, among: formats).map { " Did you mean '\($0)'?" } ?? ""
      return usage(
        "unknown format '\(word)'; use \(formats.joined(separator: ", ")).\(hint)", console)
    }
    let transcript: Transcript
    switch read(transcriptName, content: args.url(CompareCommand.content)) {
    case .failure(let d):
      console.diagnostic(d)
      return 1
    case .success(let (t, warnings)):
      for w in warnings { console.diagnostic(w) }
      transcript = t
    }
    let text = transcript.exported(as: exportFormat).serialized()
    guard args[output] != nil else {
      console.data(String(text.dropLast()))
      return 0
    }
    let url = args.url(output)
    var info = stat()
    if !args.has(force), lstat(url.path, &info) == 0 {
      console.diagnostic(
        BuildDiagnostic(
          path: PathDisplay()(url), step: "write",
          message: "this file exists and was left as it is (it may be a transcript or a tool "
            + "file); choose another --output FILE, or add --force to replace it"))
      return 1
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try SafeFile.write(Data(text.utf8), to: url.path, replacing: args.has(force))
    } catch {
      console.diagnostic(
        BuildDiagnostic(
          path: PathDisplay()(url), step: "write",
          message: "cannot write the export: \(FileSystemError.describe(error))"))
      return 1
    }
    return 0
  }

  /// The transcript that `name` names, with its warnings, or what is wrong, naming the file.
  static func read(_ name: String, content: URL) -> Result<
    (Transcript, [BuildDiagnostic]), BuildDiagnostic
  > {
    let display = PathDisplay()
    let isPath = name.hasSuffix(".json") || name.contains("/")
    let folder = content.appendingPathComponent("transcripts")
    let url =
      isPath
      ? URL(
        fileURLWithPath: name,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      : folder.appendingPathComponent(name + ".json")
    let shown = display(url)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      var message = "cannot read the transcript file"
      if !isPath {
        let known = FolderListing.entries(of: folder.path).map(\.name)
          .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        message = UnknownTranscript.message(name, known: known, folder: display(folder))
      }
      return .failure(BuildDiagnostic(path: shown, step: "load", message: message))
    }
    let text: String
    switch BuildDiagnostic.text(of: data, shown: shown) {
    case .success(let t): text = t
    case .failure(let d): return .failure(d)
    }
    do {
      let transcript = try Transcript(jsonText: text)
      let warnings = transcript.warnings.map {
        BuildDiagnostic(
          path: shown, line: $0.line, column: $0.column, severity: .warning, step: "load",
          message: $0.message)
      }
      return .success((transcript, warnings))
    } catch {
      return .failure(
        BuildDiagnostic(
          path: shown, line: error.line, column: error.column, step: "load",
          message: error.message))
    }
  }

  private static func usage(_ message: String, _ console: MessagePrinter) -> Int32 {
    console.error("error: \(message)\n\(declaration.helpReminder)")
    return UsageError.exitCode
  }
}

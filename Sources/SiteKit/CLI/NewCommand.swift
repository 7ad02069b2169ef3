import CallsiteCore
import Foundation

/// `gen new lesson CHAPTER/NAME` and `gen new tool NAME`: a first lesson or tool from a
/// skeleton that builds, never over an existing file.
enum NewCommand: GenSubcommand {

  static let declaration = CommandDeclaration(
    name: "gen new", overview: "Write a new lesson or tool file from a skeleton that builds.",
    discussion: """
      'gen new lesson CHAPTER/NAME' writes lessons/CHAPTER/NAME.md (front matter with a title
      made from NAME, a paragraph to replace, and a transcript block), the session script
      sessions/TRANSCRIPT.repl that records the transcript (instructions, one prompt and
      ':save! TRANSCRIPT'), and transcripts/TRANSCRIPT.json, recorded from that script with
      the offline model. The lesson builds and passes 'gen check' at once, and the script,
      run in repl's check mode, reproduces its transcript.

      'gen new lesson CHAPTER/NAME --from-session NAME' writes only the lesson, around a
      session already recorded: one transcript block for each transcript the script
      sessions/NAME.repl (or the script at a path) saves, each with the model that
      recorded it. Save a session from repl with ':history save NAME' and record it by
      running that script in repl first.

      'gen new tool NAME' writes tools/NAME.json in the layout every tool file is written in:
      one string argument, 'query', and a run object that replies with a fixed text.

      CHAPTER, NAME and TRANSCRIPT are each one part of a path (no '/', not '.' or '..'); a
      tool's NAME is letters, digits, '_' and '-'. An existing file is never replaced: the
      command writes nothing and says which file is in the way.
      """,
    arguments: [kind, name], options: [BuildCommand.content, transcript, fromSession, description])

  static let lesson = CommandChoice(
    "lesson", help: "A lesson, with its session script and transcript.")
  static let tool = CommandChoice("tool", help: "A tool file.")
  /// What to write.
  static let kind = CommandArgument.oneOf([lesson, tool], help: "What to write:")
  static let name = CommandArgument(
    "NAME", help: "CHAPTER/NAME for a lesson (such as 06-extras/01-first), NAME for a tool.",
    isOptional: false)
  static let transcript = CommandOption.value(
    "transcript", "NAME",
    help: "A lesson's transcript and session script name (default: the lesson's NAME).")
  static let fromSession = CommandOption.value(
    "from-session", "NAME",
    help: "Write only the lesson, around the transcripts the session script NAME saves "
      + "(content/sessions/NAME.repl, looked for in the folders under sessions/ too, or a path "
      + "ending in .repl); --transcript cannot go with it.")
  static let description = CommandOption.value(
    "description", "TEXT", help: "A tool's description, as the model reads it.")

  static func run(_ args: CommandArguments, console: MessagePrinter) async -> Int32 {
    guard let word = args.value(kind), let target = args.value(name) else {
      return usage(
        args.value(kind).map { "missing the name: gen new \($0) NAME" }
          ?? "missing what to write: gen new lesson CHAPTER/NAME, or gen new tool NAME", console)
    }
    let content = args.url(BuildCommand.content)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      console.error(
        "error: there is no content folder at \(PathDisplay()(content)); run gen from the "
          + "course's folder or give --content DIR")
      return 1
    }
    guard let chosen = kind.choice(named: word) else {
      let hint = Suggestion.closest(word, among: kind.choices.map(\.name)).map {
        " Did you mean '\($0)'?"
      }
      return usage("unknown kind '\(word)'; use \(kind.listedChoices).\(hint ?? "")", console)
    }
    let plan: Result<NewFiles, NewFiles.Refusal>
    if chosen == tool {
      plan = NewFiles.tool(
        target,
        description: args[description] ?? "Say here what the tool does, for the model",
        content: content)
    } else if let session = args[fromSession] {
      guard args[transcript] == nil else {
        return usage(
          "--from-session shows the transcripts its script saves, so it takes no "
            + "--transcript; give one of the two", console)
      }
      plan = NewFiles.lesson(target, fromSession: session, content: content)
    } else {
      plan = await NewFiles.lesson(target, transcript: args[transcript], content: content)
    }
    switch plan {
    case .failure(let refusal):
      console.error("error: \(refusal.message)")
      return refusal.isUsage ? UsageError.exitCode : 1
    case .success(let files):
      do {
        for line in try files.write(content: content) { console.out(line) }
      } catch {
        console.error("error: \(error.message)")
        return 1
      }
      for note in files.notes { console.out(note) }
      return 0
    }
  }

  private static func usage(_ message: String, _ console: MessagePrinter) -> Int32 {
    console.error("error: \(message)\n\(declaration.helpReminder)")
    return UsageError.exitCode
  }
}

import CallsiteCore
import Foundation

/// `gen compare A B [C …]`: transcripts of one session aligned step by step, as text; exits
/// 1 when their tool calls differ, so it serves as a regression check.
enum CompareCommand: GenSubcommand {
  /// One line for `gen --help`.
  static let summary =
    "Align transcripts of one session step by step; fail when their calls differ."

  static let declaration = CommandDeclaration(
    name: "gen compare",
    overview: "Align transcripts of the same session step by step and show where they differ.",
    discussion: """
      Each NAME is a transcript in content/transcripts/ (without .json), or the path of any
      transcript file (a name ending in .json or holding a '/'). The runs are aligned turn
      by turn, then step by step by kind and tool name, so an extra call on one side faces
      a gap on the other. The report lists each run's model, backend, tokens (with the
      server's own count when it reported one), rounds, failed calls and, when a prompt
      asked for one, the response format, says where the runs first differ, then shows a
      line per aligned step: '=' the same, '~' the same step with other content (an
      output, an answer, a response format, a call that failed on one side only), '≠'
      another tool, other arguments, or a gap. Colour only on a terminal, and never with
      NO_COLOR.

      The exit status is 0 when the tool calls agree (the same tools, in the same order,
      with the same arguments) and 1 when they differ, whatever the outputs and answers.
      """,
    arguments: [
      first, CommandArgument("B", help: "The second transcript.", isOptional: false),
      CommandArgument("C …", help: "More transcripts, each a column of its own."),
    ],
    options: [content])

  static let first = CommandArgument("A", help: "The first transcript.", isOptional: false)
  static let content = CommandOption.value(
    "content", "DIR", help: "Where NAME is looked up.", default: "content")

  static func run(_ args: CommandArguments, console: MessagePrinter) -> Int32 {
    let names = args.words(from: first)
    guard names.count >= 2 else {
      console.error(
        "error: a comparison needs two transcripts or more: gen compare A B\n"
          + declaration.helpReminder)
      return UsageError.exitCode
    }
    let content = args.url(Self.content)
    var runs: [(name: String, transcript: Transcript)] = []
    var failed = false
    for name in names {
      switch ExportCommand.read(name, content: content) {
      case .failure(let d):
        console.diagnostic(d)
        failed = true
      case .success(let (transcript, warnings)):
        for w in warnings { console.diagnostic(w) }
        runs.append((Self.shortName(name), transcript))
      }
    }
    if failed { return 1 }
    let alignment = TranscriptAlignment(runs)
    let colour = ColourRule.allowsColour(
      descriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
    // The report makes every name and value in it visible; its only escapes are colours.
    console.styled(String(AlignmentReport(alignment, colour: colour).text.dropLast()))
    return alignment.toolCallsAgree ? 0 : 1
  }

  /// A path's file name without `.json`; a name as it is.
  static func shortName(_ name: String) -> String {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    return last.hasSuffix(".json") ? String(last.dropLast(5)) : last
  }
}

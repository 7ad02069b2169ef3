import CallsiteCore
import Foundation

/// `gen check`.
enum CheckCommand: GenSubcommand {
  /// One line for `gen --help`.
  static let summary = "Check links, anchors, recorded tool calls and that site/ is up to date."

  static let declaration = CommandDeclaration(
    name: "gen check", overview: "Check the site and the course without a model.",
    discussion: """
      - Links and anchors: every internal link, image and #anchor in site/ resolves; external
        links are listed (with --external) but not fetched.
      - Transcripts: every recorded tool call names a tool in content/tools/ and its arguments
        validate against the tool's current schema; deterministic tools run again and must give
        the recorded output; transcripts captured against older tool definitions are reported.
      - Sessions: every transcript is saved by a session script in content/sessions/ (a
        ':save NAME' line), so it can be recorded again; one that is not is a warning (an
        error with --strict).
      - Chapters: a chapter folder of content/lessons/ missing from site.json's "chapters"
        is a warning that says how to add it.
      - MCP tools: for a tool file with an 'mcp' run, each thing FoundationModels would not
        honour in the server's input schema is a warning (asking the server, or from the
        file's 'schemaFindings' when the server cannot start here).
      - Freshness: site/ must be exactly what 'gen build' would write.

      Findings print as 'path:line: error|warning: message'; the exit code is 1 on any error.
      """,
    options: [json, external, strict] + BuildCommand.folderOptions + [BuildCommand.draftsOption])

  static let json = CommandOption.flag(
    "json", help: "Print the findings as one JSON object instead of lines.")
  static let external = CommandOption.flag(
    "external", help: "List the external links (they are never fetched).")
  static let strict = CommandOption.flag(
    "strict", help: "A transcript that no session script saves is an error, not a warning.")

  static func run(_ args: CommandArguments, console: MessagePrinter) async -> Int32 {
    let (findings, external) = await SiteChecker(
      options: BuildCommand.options(from: args, strict: strict), strict: args.has(strict)
    ).run()
    let errors = findings.filter { $0.severity == .error }.count
    if args.has(json) {
      let value: JSONValue = [
        "findings": .array(findings.map(\.json)),
        "external": .array(external.map(JSONValue.string)),
        "errors": .int(errors), "warnings": .int(findings.count - errors),
      ]
      console.out(value.serialized().trimmingCharacters(in: .newlines))
    } else {
      for f in findings { console.error(f.description) }
      if args.has(Self.external) {
        for link in external { console.out("external (not fetched): \(link)") }
      }
      console.out(
        "gen check: \(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s"), \(external.count) external link\(external.count == 1 ? "" : "s") not fetched"
      )
    }
    return errors > 0 ? 1 : 0
  }
}

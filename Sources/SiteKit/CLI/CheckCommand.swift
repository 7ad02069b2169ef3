import CallsiteCore
import Foundation

/// `gen check`.
enum CheckCommand {
  static let help = """
    OVERVIEW: Check the site and the course without a model.

    - Links and anchors: every internal link, image and #anchor in site/ resolves; external
      links are listed (with --external) but not fetched.
    - Transcripts: every recorded tool call names a tool in content/tools/ and its arguments
      validate against the tool's current schema; deterministic tools run again and must give
      the recorded output; transcripts captured against older tool definitions are reported.
    - Freshness: site/ must be exactly what 'gen build' would write.

    Findings print as 'path:line: error|warning: message'; the exit code is 1 on any error.

    USAGE: gen check [--json] [--external] [--content DIR] [--templates DIR] [--output DIR]
    """

  static func run(_ arguments: [String], console: Console) async -> Int32 {
    let args: Arguments
    do {
      args = try Arguments(
        arguments, flags: ["help", "json", "external", "drafts"],
        options: ["content", "templates", "output"])
    } catch {
      console.error("error: \(error)\nRun 'gen check --help' for usage.")
      return 64
    }
    if args.has("help") {
      console.out(help)
      return 0
    }
    let (findings, external) = await SiteChecker(options: BuildCommand.options(from: args)).run()
    let errors = findings.filter { $0.severity == .error }.count
    if args.has("json") {
      let value: JSONValue = [
        "findings": .array(findings.map(\.json)),
        "external": .array(external.map(JSONValue.string)),
        "errors": .int(errors), "warnings": .int(findings.count - errors),
      ]
      console.out(value.serialized().trimmingCharacters(in: .newlines))
    } else {
      for f in findings { console.error(f.description) }
      if args.has("external") {
        for link in external { console.out("external (not fetched): \(link)") }
      }
      console.out(
        "gen check: \(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s"), \(external.count) external link\(external.count == 1 ? "" : "s") not fetched"
      )
    }
    return errors > 0 ? 1 : 0
  }
}

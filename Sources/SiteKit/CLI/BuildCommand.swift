import Foundation

/// `gen build`.
enum BuildCommand {
  static let help = """
    OVERVIEW: Render content/ and templates/ into site/.

    The build is deterministic, parallel and incremental: pages whose inputs did not change
    are reused. It is atomic: when anything fails, every error is printed and the previous
    site/ is left as it was.

    USAGE: gen build [--content DIR] [--templates DIR] [--output DIR] [--clean] [--strict] [--drafts] [--timings]

    OPTIONS:
      --content DIR     The course's content folder (default: content).
      --templates DIR   The theme's folder (default: templates).
      --output DIR      Where to write the site (default: site). The folder is replaced
                        whole, so it must be new, empty or a site gen built, and apart
                        from content/ and templates/; any other folder is refused.
      --clean           Render every page again.
      --strict          A template variable that is missing is an error.
      --drafts          Include lessons marked 'draft: true'.
      --quiet           Print nothing on success.
      --timings         Print how long each step of the build took.
    """

  static func options(from args: Arguments) -> BuildOptions {
    BuildOptions(
      content: args.url("content", default: "content"),
      templates: args.url("templates", default: "templates"),
      output: args.url("output", default: "site"), clean: args.has("clean"),
      strict: args.has("strict"),
      drafts: args.has("drafts"))
  }

  static let flags = ["clean", "strict", "drafts", "quiet", "timings", "help"]
  static let valueOptions = ["content", "templates", "output"]

  static func run(_ arguments: [String], console: Console) -> Int32 {
    let args: Arguments
    do {
      args = try Arguments(arguments, flags: flags, options: valueOptions)
    } catch {
      console.error("error: \(error)\nRun 'gen build --help' for usage.")
      return 64
    }
    if args.has("help") {
      console.out(help)
      return 0
    }
    guard args.positional.isEmpty else {
      console.error(
        "error: unexpected argument '\(args.positional[0])'.\nRun 'gen build --help' for usage.")
      return 64
    }
    var options = options(from: args)
    do {
      options.processExitsAfter = true
      let summary = try SiteBuilder(options: options).build()
      for w in summary.warnings { console.diagnostic(w) }
      if !args.has("quiet") { console.out(summary.line) }
      if args.has("timings") { console.out(summary.timings) }
      return 0
    } catch {
      for d in error.diagnostics { console.diagnostic(d) }
      let n = error.diagnostics.count
      console.error(
        "gen build failed with \(n) error\(n == 1 ? "" : "s"); \(PathDisplay()(options.output))/ was left as it was."
      )
      return 1
    }
  }
}

import CallsiteCore
import Foundation

/// `gen build`.
enum BuildCommand: GenSubcommand {

  /// `--content DIR`.
  static let content = CommandOption.value(
    "content", "DIR", help: "The course's content folder.", default: "content")
  /// `--templates DIR`.
  static let templates = CommandOption.value(
    "templates", "DIR", help: "The theme's folder.", default: "templates")
  /// `--output DIR`.
  static let output = CommandOption.value(
    "output", "DIR",
    help: "The site's folder. A build replaces it whole, so it must be new, "
      + "empty or a site gen built, and apart from content/ and templates/; any other "
      + "folder is refused.",
    default: "site")

  /// The folders every subcommand reads and writes, with their defaults.
  static let folderOptions = [content, templates, output]

  /// `--drafts`, which build, serve and check share.
  static let draftsOption = CommandOption.flag(
    "drafts", help: "Include lessons marked 'draft: true'.")

  static let declaration = CommandDeclaration(
    name: "gen build", overview: "Render content/ and templates/ into site/.",
    discussion: """
      The build is deterministic, parallel and incremental: pages whose inputs did not change
      are reused. It is atomic: when anything fails, every error is printed and the previous
      site/ is left as it was.
      """,
    options: folderOptions + [clean, strict, draftsOption, quiet, timings])

  static let clean = CommandOption.flag("clean", help: "Render every page again.")
  static let strict = CommandOption.flag(
    "strict", help: "A template variable that is missing is an error.")
  static let quiet = CommandOption.flag("quiet", help: "Print nothing on success.")
  static let timings = CommandOption.flag(
    "timings", help: "Print how long each step of the build took.")

  /// The build's options from the folders and `--drafts`, which every subcommand that
  /// builds declares, and from the subcommand's own flags for `clean` and `strict`.
  static func options(
    from args: CommandArguments, clean: CommandOption? = nil, strict: CommandOption? = nil
  ) -> BuildOptions {
    BuildOptions(
      content: args.url(content), templates: args.url(templates), output: args.url(output),
      clean: clean.map(args.has) ?? false, strict: strict.map(args.has) ?? false,
      drafts: args.has(draftsOption))
  }

  static func run(_ args: CommandArguments, console: MessagePrinter) -> Int32 {
    var options = options(from: args, clean: clean, strict: strict)
    do {
      options.processExitsAfter = true
      let summary = try SiteBuilder(options: options).build()
      for w in summary.warnings { console.diagnostic(w) }
      if !args.has(quiet) { console.out(summary.line) }
      if args.has(timings) { console.out(summary.timings) }
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

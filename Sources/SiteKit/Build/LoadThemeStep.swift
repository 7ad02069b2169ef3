/// Reads and parses the theme (`templates/`). Without a theme nothing can be rendered, so
/// the build stops here with every error found so far.
enum LoadThemeStep {
  static let name = "theme"

  static func run(_ log: BuildLog) throws(BuildFailure) -> Theme {
    let (theme, diagnostics) = Theme.load(
      from: log.options.templates, displayPath: log.display.callAsFunction)
    log.report(diagnostics)
    guard let theme else { throw log.failure() }
    return theme
  }
}

/// Reads and parses the theme (`templates/`). Without a theme nothing can be rendered, so
/// the build stops here with every error found so far.
struct LoadThemeStep: BuildStep {
  let name = "theme"

  func run(_ build: BuildRun) throws(BuildFailure) {
    let (theme, diagnostics) = Theme.load(
      from: build.options.templates, displayPath: build.display.callAsFunction)
    build.report(diagnostics)
    guard let theme else { throw build.failure() }
    build.theme = theme
  }
}

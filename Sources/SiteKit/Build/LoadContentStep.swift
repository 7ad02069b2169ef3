import Foundation

/// The first step: reads what the last build left (the incremental state) and `content/`.
struct LoadContentStep: BuildStep {
  let name = "content"

  func run(_ build: BuildRun) throws(BuildFailure) {
    let options = build.options
    let state = IncrementalState(folder: options.cacheDirectory, clean: options.clean)
    build.state = state
    let loader = ContentLoader(
      root: options.content, includeDrafts: options.drafts,
      displayPath: build.display.callAsFunction, cache: state.contentStamps,
      changes: options.changedPaths.flatMap {
        ContentChanges(paths: $0, root: options.content.standardizedFileURL.path)
      })
    let (content, diagnostics, stamps) = loader.load()
    build.report(diagnostics)
    if content.chapters.allSatisfy(\.lessons.isEmpty) && content.home == nil
      && !FileManager.default.fileExists(atPath: options.content.path)
    {
      build.report([
        BuildDiagnostic(
          path: build.display(options.content), step: name,
          message: "no content folder here; pass --content DIR or run gen from the project's folder"
        )
      ])
    }
    build.content = content
    build.contentStamps = stamps
  }
}

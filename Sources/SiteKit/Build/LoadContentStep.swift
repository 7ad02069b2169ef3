import Foundation

/// What the first step reads: what the last build left, and `content/`.
struct LoadedContent {
  /// What the last build left (saved again by the commit step).
  let state: IncrementalState
  let content: SiteContent
  /// The content stamps this build saves.
  let stamps: ContentCacheLines
}

/// The first step: reads what the last build left (the incremental state) and `content/`.
/// Problems in the content are reported, not thrown: rendering what did load finds the rest.
enum LoadContentStep {
  static let name = "content"

  static func run(_ log: BuildLog) -> LoadedContent {
    let options = log.options
    let state = IncrementalState(folder: options.cacheDirectory, clean: options.clean)
    let loader = ContentLoader(
      root: options.content, includeDrafts: options.drafts,
      displayPath: log.display.callAsFunction, cache: state.contentStamps,
      changes: options.changedPaths.flatMap {
        ContentChanges(paths: $0, root: options.content.standardizedFileURL.path)
      })
    let (content, diagnostics, stamps) = loader.load()
    log.report(diagnostics)
    if content.chapters.allSatisfy(\.lessons.isEmpty) && content.home == nil
      && !FileManager.default.fileExists(atPath: options.content.path)
    {
      log.report([
        BuildDiagnostic(
          path: log.display(options.content), step: name,
          message: "no content folder here; pass --content DIR or run gen from the project's folder"
        )
      ])
    }
    return LoadedContent(state: state, content: content, stamps: stamps)
  }
}

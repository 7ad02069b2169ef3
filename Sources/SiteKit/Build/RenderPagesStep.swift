import Foundation

/// What the render step leaves: the output folder being staged, every page's result, and
/// the manifest of the pages.
struct RenderedPages {
  /// The new site, staged; the commit step puts it in place, a failure discards it.
  let out: OutputFolder
  /// A result per planned page, in the plan's order.
  let results: [PageResult]
  /// The pages of the new site (the later steps add their files).
  let manifest: Manifest
  /// Pages rendered in this run (the rest were reused).
  let written: Int
}

/// Renders and writes every page that cannot be reused, on all cores, into the output
/// folder's staging area; a reused page is taken from the last build as it is. Pages are
/// written as they render, so no page's HTML is held longer than it takes to write.
enum RenderPagesStep {
  static let name = "render"

  static func run(_ planned: PlannedPages, _ log: BuildLog) throws(BuildFailure) -> RenderedPages {
    let changed = planned.reusable.filter { !$0 }.count
    let out: OutputFolder
    do {
      out = try OutputFolder(
        final: log.options.output,
        writeBehind: WriteBehind(
          threshold: log.options.writeBehindThreshold, expectedFiles: changed))
    } catch {
      throw log.writeFailure(error)
    }
    let results = renderAll(planned, into: out, log: log)
    let (manifest, written) = collect(results, log: log)
    guard log.errors.isEmpty else {
      out.discard()
      throw log.failure()
    }
    return RenderedPages(out: out, results: results, manifest: manifest, written: written)
  }

  /// Renders the pages that cannot be reused and writes each as it is made, on all cores.
  static func renderAll(
    _ planned: PlannedPages, into out: OutputFolder, log: BuildLog
  ) -> [PageResult] {
    let (plan, pages, reusable) = (planned.plan, planned.pages, planned.reusable)
    let memo = TranscriptMemo(plan: plan)
    let output = log.options.output
    let display = log.display
    return ParallelMap.scatter(order: renderOrder(pages, plan: plan)) { index -> PageResult in
      let page = pages[index]
      // A reused page stays in the site as it is.
      if reusable[index], out.previousHas(page.outputPath) {
        return PageResult(page: page, html: nil, record: nil, diagnostics: [])
      }
      var result = plan.render(page, memo: memo)
      result.rendered = true
      // Search keeps the page's words as one line of text, far smaller than a dictionary.
      if let record = result.record {
        result.searchLine = SearchCache.line(key: page.key, record)
        result.record = nil
      }
      if let html = result.html {
        do {
          try out.write(html, to: page.outputPath)
          result.html = nil
        } catch {
          result.diagnostics.append(
            BuildDiagnostic(
              path: display(output.appendingPathComponent(page.outputPath)),
              step: name, message: "could not write the page: \(FileSystemError.describe(error))"))
        }
      }
      return result
    }
  }

  /// Reports the pages' problems and lists them in a manifest, in one pass over the results,
  /// reading each in place (a copy of each of 20,000 results costs a rebuild more than the
  /// few pages it renders). Also counts the pages rendered now.
  static func collect(_ results: [PageResult], log: BuildLog) -> (Manifest, written: Int) {
    var manifest = Manifest()
    manifest.reserve(results.count)
    var written = 0
    for i in results.indices {
      if !results[i].diagnostics.isEmpty { log.report(results[i].diagnostics) }
      // A page that warned is rendered again next time, so that its warnings are seen again.
      let warned = results[i].diagnostics.contains { $0.severity == .warning }
      manifest.add(path: results[i].page.outputPath, key: warned ? "warned" : results[i].page.key)
      if results[i].rendered { written += 1 }
    }
    return (manifest, written)
  }
}

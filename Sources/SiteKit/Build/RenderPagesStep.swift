import Foundation

/// Renders and writes every page that cannot be reused, on all cores, into the output
/// folder's staging area; a reused page is taken from the last build as it is. Pages are
/// written as they render, so no page's HTML is held longer than it takes to write.
struct RenderPagesStep: BuildStep {
  let name = "render"

  func run(_ build: BuildRun) throws(BuildFailure) {
    let options = build.options
    let pages = build.pages
    let reusable = build.reusable
    let changed = reusable.filter { !$0 }.count
    let out: OutputFolder
    do {
      out = try OutputFolder(
        final: options.output,
        writeBehind: WriteBehind(threshold: options.writeBehindThreshold, expectedFiles: changed))
    } catch {
      throw build.writeFailure(error)
    }
    build.out = out
    let plan = try build.needs(build.plan, "the plan of the pages")
    let display = build.display
    let step = name
    let order = Self.renderOrder(pages, plan: plan)
    let results = ParallelMap.scatter(order: order) { index -> PageResult in
      let page = pages[index]
      // A reused page stays in the site as it is.
      if reusable[index], out.previousHas(page.outputPath) {
        return PageResult(page: page, html: nil, record: nil, diagnostics: [])
      }
      var result = plan.render(page)
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
              path: display(options.output.appendingPathComponent(page.outputPath)),
              step: step, message: "could not write the page: \(FileSystemError.describe(error))"))
        }
      }
      return result
    }
    // One pass over the results, reading each in place (a copy of each of 20,000 results
    // costs a rebuild more than the few pages it renders).
    var manifest = Manifest()
    manifest.reserve(results.count)
    var written = 0
    for i in results.indices {
      if !results[i].diagnostics.isEmpty { build.report(results[i].diagnostics) }
      // A page that warned is rendered again next time, so that its warnings are seen again.
      let warned = results[i].diagnostics.contains { $0.severity == .warning }
      manifest.add(path: results[i].page.outputPath, key: warned ? "warned" : results[i].page.key)
      if results[i].rendered { written += 1 }
    }
    build.results = results
    build.manifest = manifest
    build.written = written
    guard build.errors.isEmpty else { throw build.failure() }
  }
}

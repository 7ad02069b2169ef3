import CallsiteCore
import Foundation
import Markdown
import Mustache

/// `gen build`: content and theme in, a finished static site out.
///
/// The build is a sequence of named steps — load, plan, render, write — and every error of
/// every step is collected and reported together. Output is deterministic (same input, same
/// bytes), parallel across cores, incremental (pages whose inputs did not change are reused
/// from the previous build) and atomic (a failed build leaves the previous site untouched).
public struct SiteBuilder: Sendable {
  /// What to read and write.
  public var options: BuildOptions

  public init(options: BuildOptions) {
    self.options = options
  }

  /// Builds the site. Throws `BuildFailure` with every error found; writes nothing then.
  public func build() throws(BuildFailure) -> BuildSummary {
    let start = Date()
    let display = PathDisplay()
    // 1. load
    let loader = ContentLoader(root: options.content, includeDrafts: options.drafts, displayPath: display.callAsFunction)
    let (content, loadDiagnostics) = loader.load()
    var diagnostics = loadDiagnostics
    let (themeOrNil, themeDiagnostics) = Theme.load(from: options.templates, displayPath: display.callAsFunction)
    diagnostics += themeDiagnostics
    if content.lessons.isEmpty && content.home == nil && !FileManager.default.fileExists(atPath: options.content.path) {
      diagnostics.append(
        BuildDiagnostic(
          path: display(options.content), step: "load",
          message: "no content folder here; pass --content DIR or run gen from the project's folder"))
    }
    guard let theme = themeOrNil else {
      throw BuildFailure(diagnostics.filter { $0.severity == .error })
    }
    // Errors so far do not stop the build: rendering what did load finds the rest.

    // 2. plan
    let plan = SitePlan(content: content, theme: theme, options: options, display: display)
    let pages = plan.pages()

    // 3. render (reusing what did not change)
    let previous = options.clean ? Manifest() : Manifest(contentsOf: options.output)
    let results = ParallelMap.map(pages) { page -> PageResult in
      if let old = previous.keys[page.outputPath], old == page.key,
        FileManager.default.fileExists(atPath: options.output.appendingPathComponent(page.outputPath).path)
      {
        return PageResult(page: page, html: nil, record: nil, diagnostics: [])
      }
      return plan.render(page)
    }
    var errors = (diagnostics + results.flatMap(\.diagnostics)).filter { $0.severity == .error }
    let warnings = results.flatMap(\.diagnostics).filter { $0.severity == .warning }
    guard errors.isEmpty else { throw BuildFailure(errors) }

    // 4. write
    var manifest = Manifest()
    var written = 0
    var reused = 0
    var files = 0
    do {
      let out = try OutputFolder(final: options.output)
      do {
        for result in results {
          manifest.keys[result.page.outputPath] = result.page.key
          if let html = result.html {
            try out.write(html, to: result.page.outputPath)
            written += 1
          } else {
            try out.reuse(result.page.outputPath)
            reused += 1
          }
        }
        for asset in theme.assets {
          try out.copy(theme.root.appendingPathComponent("assets/\(asset)"), to: "assets/\(asset)")
          files += 1
        }
        for file in content.staticFiles {
          try out.copy(content.root.appendingPathComponent("static/\(file)"), to: "static/\(file)")
          files += 1
        }
        for (path, text) in plan.extraFiles(records: results) {
          try out.write(text, to: path)
          files += 1
        }
        try out.write(manifest.text, to: Manifest.fileName)
        try out.commit()
      } catch {
        out.discard()
        throw error
      }
    } catch {
      errors.append(
        BuildDiagnostic(path: display(options.output), step: "write", message: "could not write the site: \(error)"))
      throw BuildFailure(errors)
    }
    return BuildSummary(
      pagesWritten: written, pagesReused: reused, filesCopied: files, warnings: warnings,
      seconds: Date().timeIntervalSince(start))
  }
}

/// Shows paths relative to the working folder when they are inside it.
struct PathDisplay: Sendable {
  let cwd = FileManager.default.currentDirectoryPath

  func callAsFunction(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
    return path
  }
}

import CallsiteCore
import Foundation
import Mustache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The theme: Mustache templates and partials under `templates/`, plus `templates/assets/`
/// copied into the site as they are.
struct Theme: Sendable {
  let library: TemplateLibrary
  /// Asset paths relative to `templates/assets/`.
  let assets: [String]
  /// A hash of every template and asset, so a theme change renders every page again.
  let hash: String
  let root: URL

  /// The templates every site needs.
  static let required = ["home", "lesson", "transcript", "transcripts", "tool", "search", "404"]

  static func load(from root: URL, displayPath: (URL) -> String) -> (Theme?, [BuildDiagnostic]) {
    let fm = FileManager.default
    var sources: [String: String] = [:]
    var hasher = FastHash()
    var diagnostics: [BuildDiagnostic] = []
    guard let e = fm.enumerator(atPath: root.path) else {
      return (
        nil,
        [
          BuildDiagnostic(
            path: displayPath(root), step: "load",
            message: "no templates folder here; pass --templates DIR or create templates/")
        ]
      )
    }
    var files: [String] = []
    while let rel = e.nextObject() as? String { files.append(rel) }
    files.sort()
    var assets: [String] = []
    for rel in files {
      let url = root.appendingPathComponent(rel)
      var info = stat()
      if rel.hasPrefix("assets/"), lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        // Copied as it is, the link would be in the site, and whatever publishes the site
        // (`cp -L`, `rsync -L`, `tar -h`) would publish what it points at.
        diagnostics.append(
          BuildDiagnostic(
            path: displayPath(url), step: "load",
            message: "this is a symbolic link, and theme assets are copied as they are, so "
              + "the site would hold the link rather than the file; put the file itself here"))
        continue
      }
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: url.path, isDirectory: &isDir)
      if isDir.boolValue { continue }
      guard let data = fm.contents(atPath: url.path) else { continue }
      hasher.combine(rel)
      data.withUnsafeBytes { hasher.combine($0) }
      if rel.hasPrefix("assets/") {
        assets.append(String(rel.dropFirst("assets/".count)))
      } else if rel.hasSuffix(".mustache") {
        let text: String
        switch BuildDiagnostic.text(of: data, shown: displayPath(url)) {
        case .success(let t): text = t
        case .failure(let d):
          diagnostics.append(d)
          continue
        }
        sources[String(rel.dropLast(".mustache".count))] = text
      }
    }
    for name in required where sources[name] == nil {
      diagnostics.append(
        BuildDiagnostic(
          path: displayPath(root.appendingPathComponent("\(name).mustache")), step: "load",
          message: "the theme has no \(name).mustache; every site needs one"))
    }
    do {
      let library = try TemplateLibrary(sources: sources)
      return (Theme(library: library, assets: assets, hash: hasher.hex, root: root), diagnostics)
    } catch {
      diagnostics.append(Theme.diagnostic(error, root: root, displayPath: displayPath))
      return (nil, diagnostics)
    }
  }

  /// Renders a named template, its output sized for the context's text values (a page's
  /// content) and the layout around them.
  func render(_ name: String, context: JSONObject, strict: Bool) throws(TemplateError) -> String {
    var capacity = 16_384
    for member in context {
      if case .string(let text) = member.value { capacity += text.utf8.count }
    }
    return try library.render(name, context: .object(context), strict: strict, capacity: capacity)
  }

  /// A template error as a diagnostic naming the template file and line.
  static func diagnostic(_ error: TemplateError, root: URL, displayPath: (URL) -> String)
    -> BuildDiagnostic
  {
    BuildDiagnostic(
      path: displayPath(root.appendingPathComponent(error.template + ".mustache")),
      line: error.line > 0 ? error.line : nil, column: error.line > 0 ? error.column : nil,
      step: "template",
      message: error.message)
  }
}

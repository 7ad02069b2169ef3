import Foundation

/// Checks that every internal link, image and `#anchor` in a built site resolves.
/// External links are collected, not fetched.
struct LinkChecker {
  let site: URL

  struct Reference {
    var target: String
    var line: Int
  }

  /// What one HTML file links to and which ids it defines.
  struct Page {
    var references: [Reference] = []
    var ids: Set<String> = []
  }

  func run() -> (findings: [CheckFinding], external: [String]) {
    let fm = FileManager.default
    var pages: [String: Page] = [:]
    var files: Set<String> = []
    if let e = fm.enumerator(atPath: site.path) {
      while let rel = e.nextObject() as? String {
        var isDir: ObjCBool = false
        _ = fm.fileExists(atPath: site.appendingPathComponent(rel).path, isDirectory: &isDir)
        if isDir.boolValue { continue }
        files.insert(rel)
        if rel.hasSuffix(".html"), let data = fm.contents(atPath: site.appendingPathComponent(rel).path) {
          pages[rel] = Self.scan(String(decoding: data, as: UTF8.self))
        }
      }
    }
    var findings: [CheckFinding] = []
    var external: Set<String> = []
    for (rel, page) in pages.sorted(by: { $0.key < $1.key }) {
      let dir = (rel as NSString).deletingLastPathComponent
      for ref in page.references {
        let target = ref.target
        let lower = target.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") || lower.hasPrefix("mailto:") {
          external.insert(target)
          continue
        }
        if lower.hasPrefix("data:") || lower.hasPrefix("javascript:") || target.isEmpty { continue }
        if target.hasPrefix("/") {
          // Root-relative links work only at the server's root; the 404 page uses them.
          if rel == "404.html" { continue }
          findings.append(
            CheckFinding(
              path: "site/\(rel)", line: ref.line, severity: .error, check: "links",
              message: "\(target) is root-relative and breaks from file:// and under a sub-path; use a relative link"))
          continue
        }
        var pathPart = target
        var fragment: String?
        if let hash = pathPart.firstIndex(of: "#") {
          fragment = String(pathPart[pathPart.index(after: hash)...])
          pathPart = String(pathPart[..<hash])
        }
        if let q = pathPart.firstIndex(of: "?") { pathPart = String(pathPart[..<q]) }
        var resolved = rel
        if !pathPart.isEmpty {
          let decoded = HTTPRequestHead.percentDecode(Substring(pathPart)) ?? pathPart
          resolved = ((dir as NSString).appendingPathComponent(decoded) as NSString).standardizingPath
          if resolved.hasPrefix("..") {
            findings.append(CheckFinding(path: "site/\(rel)", line: ref.line, severity: .error, check: "links", message: "\(target) leads outside the site"))
            continue
          }
          if !files.contains(resolved) {
            if files.contains(resolved + "/index.html") || files.contains((resolved as NSString).appendingPathComponent("index.html")) {
              resolved = (resolved as NSString).appendingPathComponent("index.html")
            } else {
              findings.append(
                CheckFinding(path: "site/\(rel)", line: ref.line, severity: .error, check: "links", message: "broken link: \(target) (no file site/\(resolved))"))
              continue
            }
          }
        }
        if let fragment, !fragment.isEmpty, resolved.hasSuffix(".html") {
          let id = HTTPRequestHead.percentDecode(Substring(fragment)) ?? fragment
          if !(pages[resolved]?.ids.contains(id) ?? false) {
            findings.append(
              CheckFinding(
                path: "site/\(rel)", line: ref.line, severity: .error, check: "links",
                message: "broken anchor: \(target) (site/\(resolved) has no id \"\(id)\")"))
          }
        }
      }
    }
    return (findings, external.sorted())
  }

  /// Finds `href`, `src` and `id` attributes with their lines.
  static func scan(_ html: String) -> Page {
    var page = Page()
    var line = 1
    let bytes = Array(html.utf8)
    var i = 0
    func attribute(_ name: String, at index: Int) -> Bool {
      let n = Array(name.utf8)
      guard index + n.count + 2 <= bytes.count, index > 0 else { return false }
      let before = bytes[index - 1]
      guard before == 32 || before == 10 || before == 9 else { return false }
      return Array(bytes[index..<index + n.count]) == n && bytes[index + n.count] == UInt8(ascii: "=")
    }
    while i < bytes.count {
      let b = bytes[i]
      if b == 10 {
        line += 1
      } else if b == UInt8(ascii: "h") || b == UInt8(ascii: "s") || b == UInt8(ascii: "i") {
        for name in ["href", "src", "id"] where attribute(name, at: i) {
          var j = i + name.utf8.count + 1
          guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { break }
          let quote = bytes[j]
          j += 1
          let start = j
          while j < bytes.count && bytes[j] != quote { j += 1 }
          let value = unescape(String(decoding: bytes[start..<j], as: UTF8.self))
          if name == "id" { page.ids.insert(value) } else { page.references.append(Reference(target: value, line: line)) }
          i = j
          break
        }
      }
      i += 1
    }
    return page
  }

  private static func unescape(_ s: String) -> String {
    guard s.contains("&") else { return s }
    return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

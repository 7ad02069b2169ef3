import CallsiteCore
import Foundation

/// A chapter folder of `content/lessons/` that `site.json` does not list still becomes a
/// chapter (after the listed ones, titled from its folder name); `gen check` names each one
/// with a warning that says how to list it, so that the title and the place are chosen.
struct ChapterListChecker {
  let content: URL
  let display: PathDisplay

  func run() -> [CheckFinding] {
    let lessons = content.appendingPathComponent("lessons")
    let folders = FolderListing.entries(of: lessons.path).filter { entry in
      var isFolder: ObjCBool = false
      let path = lessons.appendingPathComponent(entry.name).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
        && FolderListing.entries(of: path).contains { $0.name.hasSuffix(".md") }
    }.map(\.name).sorted()
    guard !folders.isEmpty else { return [] }
    let siteURL = content.appendingPathComponent("site.json")
    var listed: Set<String> = []
    var line: Int?
    if let data = FileManager.default.contents(atPath: siteURL.path),
      let text = try? String(strictUTF8: data)
    {
      // A site.json that does not parse is the build's error, reported by the freshness check.
      guard let (value, locations) = try? JSONValue.parseWithLocations(text) else { return [] }
      for chapter in value["chapters"]?.arrayValue ?? [] {
        if let folder = chapter["folder"]?.stringValue { listed.insert(folder) }
      }
      if value["chapters"] != nil { line = locations.position(of: "/chapters").line }
    }
    return folders.filter { !listed.contains($0) }.map { folder in
      let title = Slugs.words(Slugs.fromFileName(folder))
      return CheckFinding(
        path: display(siteURL), line: line, severity: .warning, check: "chapters",
        message:
          "the chapter folder \(display(lessons.appendingPathComponent(folder)))/ is not in "
          + "\"chapters\", so it comes after the listed chapters with the title \"\(title)\", "
          + "made from its folder name; to choose its title and place, add "
          + "{\"folder\": \"\(folder)\", \"title\": \"\(title)\"} to \"chapters\"")
    }
  }
}

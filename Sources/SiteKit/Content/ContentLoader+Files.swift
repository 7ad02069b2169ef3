import CallsiteCore
import CallsiteTools
import Foundation

extension ContentLoader {
  /// What `loadTranscripts` found.
  struct Transcripts {
    var transcripts: [String: LoadedTranscript] = [:]
    /// Names of transcript files that exist but did not load (already reported).
    var unreadable: Set<String> = []
    var errors: [BuildDiagnostic] = []
    /// Their lines of the next build's content cache.
    var lines: [ArraySlice<UInt8>] = []
    /// The names of those that loaded, in the folder's order.
    var names: [String] = []

    /// The names of those that loaded, sorted. The folder's order, sorted by file name,
    /// nearly always sorts the names too: it is then checked in one pass rather than a
    /// hundred thousand names sorted again.
    var sortedNames: [String] {
      for i in names.indices.dropFirst() where !(names[i - 1] < names[i]) {
        return transcripts.keys.sorted()
      }
      return names.count == transcripts.count ? names : transcripts.keys.sorted()
    }
  }

  /// A file's text, read strictly as UTF-8: a diagnostic names the first byte that is not.
  func readText(_ file: String, shown: String) -> Result<String, BuildDiagnostic> {
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(BuildDiagnostic(path: shown, step: "load", message: "cannot read the file"))
    }
    return BuildDiagnostic.text(of: data, shown: shown)
  }

  /// Why a file's name cannot name a page or a tool (without its `.json`), when it cannot.
  func nameProblem(_ name: String, shown: String, what: String) -> BuildDiagnostic? {
    if let problem = PathSegment.problem(name) ?? (name == "index.html" ? "is taken" : nil) {
      return BuildDiagnostic(
        path: shown, step: "load",
        message: "this file's name gives the \(what) name \"\(name)\", which \(problem); "
          + "rename the file")
    }
    return nil
  }

  /// `site.json`, or the defaults when there is none.
  func loadConfig() -> (SiteConfig, [BuildDiagnostic]) {
    let url = root.appendingPathComponent("site.json")
    switch links.kind(of: url.path) {
    case nil: return (SiteConfig(), [])
    case .failure(let d)?: return (SiteConfig(), [d])
    case .success?:
      let shown = displayPath(url)
      switch readText(url.path, shown: shown) {
      case .failure(let d): return (SiteConfig(), [d])
      case .success(let text):
        do {
          return (try SiteConfig.parse(text, path: shown), [])
        } catch {
          return (SiteConfig(), [error])
        }
      }
    }
  }

  /// Transcripts: hashed, from the cache when the file is unchanged (not even `stat`ed when
  /// the watcher vouches for it); their text is read again when a page decodes them, and
  /// not kept.
  func loadTranscripts() -> Transcripts {
    let dir = root.appendingPathComponent("transcripts")
    let dirPath = dir.path
    let dirShown = displayPath(dir)
    var found = Transcripts()
    if case .failure(let d)? = links.kind(of: dirPath) {
      found.errors.append(d)
      return found
    }
    let entries = FolderListing.entries(of: dirPath).filter { $0.name.hasSuffix(".json") }
    // Looked up inside the transcripts folder itself: the kernel walks one name, not two.
    let transcriptsFolder = folder.flatMap { _ in DirectoryHandle(path: dirPath) }
    let folderLinked = isLink(dirPath)
    let links = self.links
    // Each transcript's line is looked for first at its place among the files listed, where
    // the last build, listing the same files, put it.
    let results = ParallelMap.map(Array(entries.indices)) {
      place -> Result<(LoadedTranscript, ArraySlice<UInt8>?), BuildDiagnostic> in
      let entry = entries[place]
      let name = entry.name
      let path = dirShown + "/" + name
      let file = dirPath + "/" + name
      let relative = "transcripts/" + name
      if let d = nameProblem(String(name.dropLast(5)), shown: path, what: "transcript") {
        return .failure(d)
      }
      if case .failure(let d) = links.kind(of: entry, in: dirPath) { return .failure(d) }
      let vouched =
        unchanged(relative, linked: folderLinked || entry.kind == .link)
        ? cache.transcript(relative, stamp: nil, place: place) : nil
      let stamp = vouched == nil ? FileStamp(name, in: transcriptsFolder, path: file) : nil
      let hash: String
      var line: ArraySlice<UInt8>?
      if let cached = vouched
        ?? stamp.flatMap({
          cache.transcript(relative, stamp: $0, place: place)
        })
      {
        hash = cached.hash
        line = cached.line
      } else {
        switch readText(file, shown: path) {
        case .failure(let d): return .failure(d)
        case .success(let text):
          hash = FastHash.of(text)
          if let stamp { line = ContentCache.line(transcript: relative, stamp: stamp, hash: hash) }
        }
      }
      return .success(
        (
          LoadedTranscript(
            name: String(name.dropLast(5)), path: relative, displayPath: path,
            text: LazyText(path: file), hash: hash), line
        ))
    }
    found.transcripts.reserveCapacity(results.count)
    found.lines.reserveCapacity(results.count)
    found.names.reserveCapacity(results.count)
    for (entry, r) in zip(entries, results) {
      switch r {
      case .success(let (t, line)):
        found.transcripts[t.name] = t
        found.names.append(t.name)
        if let line { found.lines.append(line) }
      case .failure(let d):
        found.errors.append(d)
        found.unreadable.insert(String(entry.name.dropLast(5)))
      }
    }
    return found
  }

  /// Tool files, each checked; with the names of those that did not load.
  func loadTools() -> ([String: LoadedTool], Set<String>, [BuildDiagnostic]) {
    let dir = root.appendingPathComponent("tools")
    if case .failure(let d)? = links.kind(of: dir.path) { return ([:], [], [d]) }
    var out: [String: LoadedTool] = [:]
    var unreadable: Set<String> = []
    var errors: [BuildDiagnostic] = []
    for entry in FolderListing.entries(of: dir.path) where entry.name.hasSuffix(".json") {
      let name = String(entry.name.dropLast(5))
      let url = dir.appendingPathComponent(entry.name)
      let shown = displayPath(url)
      let read: Result<String, BuildDiagnostic>
      if let d = nameProblem(name, shown: shown, what: "tool") {
        read = .failure(d)
      } else if case .failure(let d) = links.kind(of: entry, in: dir.path) {
        read = .failure(d)
      } else {
        read = readText(url.path, shown: shown)
      }
      let text: String
      switch read {
      case .failure(let d):
        errors.append(d)
        unreadable.insert(name)
        continue
      case .success(let value): text = value
      }
      do {
        let file = try ToolFile.parse(text, path: shown, baseDirectory: dir)
        out[name] = LoadedTool(
          name: name, path: "tools/\(entry.name)", file: file, hash: FastHash.of(text))
      } catch {
        unreadable.insert(name)
        errors.append(
          BuildDiagnostic(
            path: shown, line: error.line, column: error.column, step: "load",
            message: error.message))
      }
    }
    return (out, unreadable, errors)
  }

  /// The files under static/, as paths relative to it, sorted. Links are refused: a static
  /// file is copied into the site as it is, so a link would stay a link there.
  func staticFiles() -> ([String], [BuildDiagnostic]) {
    let top = root.appendingPathComponent("static").path
    var files: [String] = []
    var errors: [BuildDiagnostic] = []
    var folders: [String] = [""]
    if case .failure(let d)? = links.kind(of: top) { return ([], [d]) }
    while let relative = folders.popLast() {
      let path = relative.isEmpty ? top : top + "/" + relative
      for entry in FolderListing.entries(of: path, hidden: true) {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        let shown = displayPath(URL(fileURLWithPath: path + "/" + entry.name))
        if let problem = PathSegment.problem(entry.name) {
          errors.append(
            BuildDiagnostic(
              path: shown, step: "load",
              message: "this name \(problem), so it cannot be a file of the site; rename it"))
          continue
        }
        switch entry.kind {
        case .folder: folders.append(child)
        case .file: files.append(child)
        case .link:
          if case .failure(let d) = links.follow(link: path + "/" + entry.name) {
            errors.append(d)
          } else {
            errors.append(
              BuildDiagnostic(
                path: shown, step: "load",
                message: "this is a symbolic link, and static files are copied as they are, so "
                  + "the site would hold the link rather than the file; put the file itself here"
              ))
          }
        case .other: break
        }
      }
    }
    files.sort()
    return (files, errors)
  }
}

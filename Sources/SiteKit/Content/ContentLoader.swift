import CallsiteCore
import CallsiteTools
import Foundation

/// Reads `content/`: site.json, lessons grouped into chapters by folder, transcripts, tools
/// and static files. Every problem becomes a diagnostic; loading goes on to find them all.
struct ContentLoader: Sendable {
  let root: URL
  let includeDrafts: Bool
  /// How paths are shown in diagnostics (relative to the working folder when possible).
  let displayPath: @Sendable (URL) -> String
  /// What the previous build learned from the files; unchanged files are not read again.
  var cache = ContentCache()
  /// The content folder, opened once: each lesson and transcript is looked up inside it.
  let folder: DirectoryHandle?

  init(
    root: URL, includeDrafts: Bool, displayPath: @escaping @Sendable (URL) -> String,
    cache: ContentCache = ContentCache()
  ) {
    self.root = root
    self.includeDrafts = includeDrafts
    self.displayPath = displayPath
    self.cache = cache
    self.folder = DirectoryHandle(path: root.path)
  }

  /// The content, every problem found, and what to cache for the next build.
  func load() -> (SiteContent, [BuildDiagnostic], ContentCacheLines) {
    var diagnostics: [BuildDiagnostic] = []
    var newCache = ContentCacheLines()
    newCache.lessons.reserveCapacity(cache.lessonCount)
    // Transcripts load on their own while the lessons do.
    let loader = self
    let transcriptsLoaded = Background { loader.loadTranscripts() }
    let fm = FileManager.default
    var config = SiteConfig()
    let configURL = root.appendingPathComponent("site.json")
    if let text = try? String(contentsOf: configURL, encoding: .utf8) {
      do {
        config = try SiteConfig.parse(text, path: displayPath(configURL))
      } catch {
        diagnostics.append(error)
      }
    }

    var home: Lesson?
    let homeURL = root.appendingPathComponent("index.md")
    if fm.fileExists(atPath: homeURL.path) {
      switch readLesson(
        path: homeURL.path, shown: displayPath(homeURL), relative: "index.md", chapter: nil,
        outputPath: "index.html")
      {
      case .success(let (lesson, line)):
        home = lesson
        if let line { newCache.lessons.append(line) }
      case .failure(let d): diagnostics.append(d)
      }
    }

    // Lessons: files at the top of lessons/ and one level of chapter folders, by name,
    // read and parsed on all cores.
    let lessonsURL = root.appendingPathComponent("lessons")
    // Paths as strings: Foundation's URL operations cost more than reading a lesson.
    let lessonsPath = lessonsURL.path
    let lessonsShown = displayPath(lessonsURL)
    let entries = ((try? fm.contentsOfDirectory(atPath: lessonsPath)) ?? []).sorted()
    var jobs: [LessonJob] = []
    var folders: [String] = []
    for name in entries where !name.hasPrefix(".") {
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: lessonsPath + "/" + name, isDirectory: &isDir)
      if isDir.boolValue {
        folders.append(name)
      } else if name.hasSuffix(".md") {
        jobs.append(
          LessonJob(
            path: lessonsPath + "/" + name, shown: lessonsShown + "/" + name,
            relative: "lessons/\(name)", chapter: nil))
      }
    }
    let ordered =
      config.chapters.map(\.folder).filter(folders.contains)
      + folders.filter { f in
        !config.chapters.contains { $0.folder == f }
      }
    // Chapter folders listed on all cores.
    jobs += ParallelMap.map(ordered) { folder -> [LessonJob] in
      let folderPath = lessonsPath + "/" + folder
      return ((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []).sorted()
        .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }
        .map { name in
          LessonJob(
            path: folderPath + "/" + name, shown: lessonsShown + "/" + folder + "/" + name,
            relative: "lessons/\(folder)/\(name)", chapter: folder)
        }
    }.joined()
    let read = ParallelMap.map(jobs) { job in
      readLesson(
        path: job.path, shown: job.shown, relative: job.relative, chapter: job.chapter,
        outputPath: nil)
    }
    var chapters: [Chapter] = []
    var byFolder: [String?: [Lesson]] = [:]
    for result in read {
      switch result {
      case .success(let (lesson, line)):
        if let line { newCache.lessons.append(line) }
        guard includeDrafts || !lesson.draft else { continue }
        byFolder[lesson.chapterFolder, default: []].append(lesson)
      case .failure(let d): diagnostics.append(d)
      }
    }
    if let topLevel = byFolder[nil], !topLevel.isEmpty {
      chapters.append(Chapter(folder: "", slug: "", title: "", lessons: topLevel))
    }
    for folder in ordered {
      guard let lessons = byFolder[folder], !lessons.isEmpty else { continue }
      let chapterSlug = Slugs.fromFileName(folder)
      let title = config.chapters.first { $0.folder == folder }?.title ?? Slugs.words(chapterSlug)
      chapters.append(Chapter(folder: folder, slug: chapterSlug, title: title, lessons: lessons))
    }
    diagnostics += duplicateOutputs(chapters)

    let (transcripts, transcriptErrors, transcriptLines) = transcriptsLoaded.value
    diagnostics += transcriptErrors
    newCache.transcripts = transcriptLines
    let (tools, toolErrors) = loadTools()
    diagnostics += toolErrors

    let staticRoot = root.appendingPathComponent("static")
    var staticFiles: [String] = []
    if let e = fm.enumerator(atPath: staticRoot.path) {
      while let rel = e.nextObject() as? String {
        var isDir: ObjCBool = false
        _ = fm.fileExists(atPath: staticRoot.appendingPathComponent(rel).path, isDirectory: &isDir)
        if !isDir.boolValue { staticFiles.append(rel) }
      }
    }
    staticFiles.sort()

    let content = SiteContent(
      config: config, home: home, chapters: chapters, transcripts: transcripts,
      transcriptNames: transcripts.keys.sorted(), tools: tools,
      staticFiles: staticFiles, root: root)
    return (content, diagnostics, newCache)
  }

  /// A lesson file to read.
  private struct LessonJob {
    /// Where to read it.
    var path: String
    /// The path as diagnostics show it.
    var shown: String
    var relative: String
    var chapter: String?
  }

  /// Lessons whose URL an earlier lesson already has. Paths are hashed on all cores and
  /// sorted as numbers, and only paths with the same hash are compared: a large site's ten
  /// thousand paths are not each hashed into a dictionary on one core.
  private func duplicateOutputs(_ chapters: [Chapter]) -> [BuildDiagnostic] {
    let lessons = chapters.flatMap(\.lessons)
    var hashes = ParallelMap.map(Array(lessons.indices)) { i in
      var h = FastHash()
      h.combine(lessons[i].outputPath)
      return (hash: h.value, index: i)
    }
    hashes.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
    var found: [(index: Int, diagnostic: BuildDiagnostic)] = []
    var start = 0
    while start < hashes.count {
      var end = start + 1
      while end < hashes.count && hashes[end].hash == hashes[start].hash { end += 1 }
      var first: [String: Int] = [:]
      for k in start..<end where end - start > 1 {
        let lesson = lessons[hashes[k].index]
        if let other = first[lesson.outputPath] {
          found.append(
            (
              hashes[k].index,
              BuildDiagnostic(
                path: displayPath(root.appendingPathComponent(lesson.sourcePath)), line: 1,
                column: 1, step: "load",
                message:
                  "this lesson's URL \(lesson.outputPath) is also used by \(lessons[other].sourcePath); give one a different 'slug:'"
              )
            ))
        } else {
          first[lesson.outputPath] = hashes[k].index
        }
      }
      start = end
    }
    return found.sorted { $0.index < $1.index }.map(\.diagnostic)
  }

  /// A lesson: its front matter and embeds from the cache when the file is unchanged (the
  /// body is then read only if its page renders), else read and parsed; with its line of
  /// the next build's content cache.
  private func readLesson(
    path file: String, shown path: String, relative: String, chapter: String?,
    outputPath: String?
  ) -> Result<(Lesson, ArraySlice<UInt8>?), BuildDiagnostic> {
    let stamp = FileStamp(relative, in: folder, path: file)
    let entry: ContentCache.LessonEntry
    let bodyText: LazyText
    var line: ArraySlice<UInt8>?
    if let stamp, let (cached, cachedLine) = cache.lesson(relative, stamp: stamp) {
      entry = cached
      line = cachedLine
      bodyText = LazyText(path: file, offset: cached.bodyOffset)
    } else {
      guard let data = FileManager.default.contents(atPath: file) else {
        return .failure(BuildDiagnostic(path: path, step: "load", message: "cannot read the file"))
      }
      guard let text = String(validating: data, as: UTF8.self) else {
        return .failure(
          BuildDiagnostic(
            path: path, line: 1, column: 1, step: "load",
            message: "the file is not valid UTF-8; save it as UTF-8"))
      }
      let front: FrontMatter
      do {
        front = try FrontMatter.parse(text)
      } catch {
        return .failure(
          BuildDiagnostic(
            path: path, line: error.line, column: error.column, step: "parse",
            message: error.message))
      }
      let body = String(front.body)
      entry = ContentCache.LessonEntry(
        stamp: stamp ?? .unknown, fields: front.fields, bodyLine: front.bodyLine,
        bodyOffset: text.utf8.distance(from: text.startIndex, to: front.body.startIndex),
        bodyHash: FastHash.of(body), embeds: Embeds.scan(body))
      // A file whose stamp cannot be read is read again next time.
      if stamp != nil { line = ContentCache.line(lesson: relative, entry) }
      // Not kept: read again when the page renders, so a large site's lessons are not all
      // held at once.
      bodyText = LazyText(path: file, offset: entry.bodyOffset)
    }
    func field(_ key: String) -> String? { entry.fields.first { $0.key == key }?.value }
    let fileName = String(
      Substring(
        file.utf8[
          (file.utf8.lastIndex(of: 47).map { file.utf8.index(after: $0) } ?? file.utf8.startIndex)...
        ]))
    let slug = field("slug").map(Slugs.fromFileName) ?? Slugs.fromFileName(fileName)
    if let draft = field("draft"), draft != "true" && draft != "false" {
      let line = 1 + (entry.fields.firstIndex { $0.key == "draft" } ?? 0) + 1
      return .failure(
        BuildDiagnostic(
          path: path, line: line, column: 1, step: "parse",
          message: "'draft' must be true or false, got \"\(draft)\""))
    }
    let lesson = Lesson(
      sourcePath: relative, chapterFolder: chapter, slug: slug,
      title: field("title") ?? Slugs.words(slug), summary: field("summary") ?? "",
      draft: field("draft") == "true", frontMatter: entry.fields, bodyText: bodyText,
      bodyHash: entry.bodyHash, embeds: entry.embeds, bodyLine: entry.bodyLine,
      outputPath: outputPath
        ?? chapter.map { "\(Slugs.fromFileName($0))/\(slug)/index.html" } ?? "\(slug)/index.html")
    return .success((lesson, line))
  }

  /// Transcripts: hashed, from the cache when the file is unchanged; their text is read
  /// again when a page decodes them, and not kept.
  private func loadTranscripts() -> (
    [String: LoadedTranscript], [BuildDiagnostic], [ArraySlice<UInt8>]
  ) {
    let dir = root.appendingPathComponent("transcripts")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter {
      $0.hasSuffix(".json") && !$0.hasPrefix(".")
    }.sorted()
    let dirPath = dir.path
    let dirShown = displayPath(dir)
    // Looked up inside the transcripts folder itself: the kernel walks one name, not two.
    let transcriptsFolder = folder.flatMap { _ in DirectoryHandle(path: dirPath) }
    let results = ParallelMap.map(names) {
      name -> Result<(LoadedTranscript, ArraySlice<UInt8>?), BuildDiagnostic> in
      let path = dirShown + "/" + name
      let file = dirPath + "/" + name
      let relative = "transcripts/" + name
      let stamp = FileStamp(name, in: transcriptsFolder, path: file)
      let hash: String
      var line: ArraySlice<UInt8>?
      if let stamp, let cached = cache.transcript(relative, stamp: stamp) {
        hash = cached.hash
        line = cached.line
      } else {
        guard let data = FileManager.default.contents(atPath: file),
          let text = String(validating: data, as: UTF8.self)
        else {
          return .failure(
            BuildDiagnostic(path: path, step: "load", message: "cannot read the file as UTF-8 text")
          )
        }
        hash = FastHash.of(text)
        if let stamp { line = ContentCache.line(transcript: relative, stamp: stamp, hash: hash) }
      }
      return .success(
        (
          LoadedTranscript(
            name: String(name.dropLast(5)), path: relative, displayPath: path,
            text: LazyText(path: file), hash: hash), line
        ))
    }
    var out: [String: LoadedTranscript] = [:]
    out.reserveCapacity(results.count)
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(results.count)
    var errors: [BuildDiagnostic] = []
    for r in results {
      switch r {
      case .success(let (t, line)):
        out[t.name] = t
        if let line { lines.append(line) }
      case .failure(let d): errors.append(d)
      }
    }
    return (out, errors, lines)
  }

  private func loadTools() -> ([String: LoadedTool], [BuildDiagnostic]) {
    let dir = root.appendingPathComponent("tools")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter {
      $0.hasSuffix(".json") && !$0.hasPrefix(".")
    }.sorted()
    var out: [String: LoadedTool] = [:]
    var errors: [BuildDiagnostic] = []
    for name in names {
      let url = dir.appendingPathComponent(name)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      do {
        let file = try ToolFile.parse(text, path: displayPath(url), baseDirectory: dir)
        out[String(name.dropLast(5))] = LoadedTool(
          name: String(name.dropLast(5)), path: "tools/\(name)", file: file, hash: FastHash.of(text)
        )
      } catch {
        errors.append(
          BuildDiagnostic(
            path: displayPath(url), line: error.line, column: error.column, step: "load",
            message: error.message))
      }
    }
    return (out, errors)
  }
}

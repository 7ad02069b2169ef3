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
  /// Symbolic links: followed inside the content folder, refused when they lead out of it.
  let links: ContentLinks
  /// What changed since the last build, when a watcher knows every change (`gen serve`):
  /// files it does not name are taken from the cache without a `stat`. Nil: every file is
  /// looked at.
  var changes: ContentChanges?

  init(
    root: URL, includeDrafts: Bool, displayPath: @escaping @Sendable (URL) -> String,
    cache: ContentCache = ContentCache(), changes: ContentChanges? = nil
  ) {
    self.root = root
    self.includeDrafts = includeDrafts
    self.displayPath = displayPath
    self.cache = cache
    self.changes = changes
    self.folder = DirectoryHandle(path: root.path)
    self.links = ContentLinks(root: root, displayPath: displayPath)
  }

  /// The content, every problem found, and what to cache for the next build.
  func load() -> (SiteContent, [BuildDiagnostic], ContentCacheLines) {
    var diagnostics: [BuildDiagnostic] = []
    var newCache = ContentCacheLines()
    newCache.lessons.reserveCapacity(cache.lessonCount)
    // Transcripts load on their own while the lessons do.
    let loader = self
    let transcriptsLoaded = Background { loader.loadTranscripts() }
    let (config, configErrors) = loadConfig()
    diagnostics += configErrors

    var home: Lesson?
    let homeURL = root.appendingPathComponent("index.md")
    switch links.kind(of: homeURL.path) {
    case .failure(let d)?: diagnostics.append(d)
    case .success?:
      switch readLesson(
        path: homeURL.path, shown: displayPath(homeURL), relative: "index.md", chapter: nil,
        outputPath: "index.html", unchanged: unchanged("index.md", linked: isLink(homeURL.path)),
        cachePlace: 0)
      {
      case .success(let (lesson, line)):
        home = lesson
        if let line { newCache.lessons.append(line) }
      case .failure(let d): diagnostics.append(d)
      }
    case nil: break
    }

    let (jobs, ordered, listErrors) = lessonJobs(config: config)
    diagnostics += listErrors
    // The cache has each lesson's line where this build will put it, when no lesson was
    // added, removed or left unread since: after the home page's.
    let firstPlace = newCache.lessons.count
    let read = ParallelMap.map(Array(jobs.indices)) { i in
      let job = jobs[i]
      return readLesson(
        path: job.path, shown: job.shown, relative: job.relative, chapter: job.chapter,
        outputPath: nil, unchanged: job.unchanged, cachePlace: firstPlace + i)
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
      let listed = config.chapters.first { $0.folder == folder }
      let book = listed?.book.flatMap { id in config.books.firstIndex { $0.id == id } } ?? 0
      chapters.append(
        Chapter(
          folder: folder, slug: chapterSlug, title: listed?.title ?? Slugs.words(chapterSlug),
          summary: listed?.summary ?? "", lessons: lessons, book: book))
    }
    // A book's chapters are read together: keep site.json's order within each book.
    chapters = chapters.enumerated().sorted {
      ($0.element.book, $0.offset) < ($1.element.book, $1.offset)
    }.map(\.element)
    diagnostics += duplicateOutputs(chapters)

    let loaded = transcriptsLoaded.value
    diagnostics += loaded.errors
    newCache.transcripts = loaded.lines
    let (tools, unreadableTools, toolErrors) = loadTools()
    diagnostics += toolErrors
    let (staticFiles, staticErrors) = staticFiles()
    diagnostics += staticErrors

    var content = SiteContent(
      config: config, home: home, chapters: chapters, transcripts: loaded.transcripts,
      transcriptNames: loaded.sortedNames, tools: tools,
      staticFiles: staticFiles, root: root)
    content.unreadableTranscripts = loaded.unreadable
    content.unreadableTools = unreadableTools
    return (content, diagnostics, newCache)
  }

  /// A lesson file to read.
  struct LessonJob {
    /// Where to read it.
    var path: String
    /// The path as diagnostics show it.
    var shown: String
    var relative: String
    var chapter: String?
    /// Whether the watcher vouches that the file did not change (`changes`).
    var unchanged = false
  }

  /// The lesson files: at the top of lessons/ and in one level of chapter folders, by name
  /// (chapter folders listed on all cores); the chapter folders in order; and the problems
  /// with names and links found on the way.
  private func lessonJobs(config: SiteConfig) -> ([LessonJob], [String], [BuildDiagnostic]) {
    let lessonsURL = root.appendingPathComponent("lessons")
    // Paths as strings: Foundation's URL operations cost more than reading a lesson.
    let lessonsPath = lessonsURL.path
    let lessonsShown = displayPath(lessonsURL)
    var errors: [BuildDiagnostic] = []
    if case .failure(let d)? = links.kind(of: lessonsPath) { return ([], [], [d]) }
    var jobs: [LessonJob] = []
    var folders: [String] = []
    // Through a linked folder, a change is reported under the link's target, not here.
    let lessonsLinked = changes != nil && isLink(lessonsPath)
    var linkedFolders: Set<String> = []
    for entry in FolderListing.entries(of: lessonsPath) {
      switch links.kind(of: entry, in: lessonsPath) {
      case .failure(let d): errors.append(d)
      case .success(.folder):
        if let d = chapterProblem(entry.name, shown: lessonsShown + "/" + entry.name) {
          errors.append(d)
        } else {
          folders.append(entry.name)
          if entry.kind == .link { linkedFolders.insert(entry.name) }
        }
      case .success where entry.name.hasSuffix(".md"):
        let relative = "lessons/\(entry.name)"
        jobs.append(
          LessonJob(
            path: lessonsPath + "/" + entry.name, shown: lessonsShown + "/" + entry.name,
            relative: relative, chapter: nil,
            unchanged: unchanged(relative, linked: lessonsLinked || entry.kind == .link)))
      case .success: break
      }
    }
    let ordered =
      config.chapters.map(\.folder).filter(folders.contains)
      + folders.filter { f in
        !config.chapters.contains { $0.folder == f }
      }
    let links = self.links
    let loader = self
    let listed = ParallelMap.map(ordered) { folder -> ([LessonJob], [BuildDiagnostic]) in
      let folderPath = lessonsPath + "/" + folder
      let folderLinked = lessonsLinked || linkedFolders.contains(folder)
      var found: [LessonJob] = []
      var problems: [BuildDiagnostic] = []
      for entry in FolderListing.entries(of: folderPath) where entry.name.hasSuffix(".md") {
        if case .failure(let d) = links.kind(of: entry, in: folderPath) {
          problems.append(d)
          continue
        }
        let relative = "lessons/\(folder)/\(entry.name)"
        found.append(
          LessonJob(
            path: folderPath + "/" + entry.name,
            shown: lessonsShown + "/" + folder + "/" + entry.name, relative: relative,
            chapter: folder,
            unchanged: loader.unchanged(relative, linked: folderLinked || entry.kind == .link)))
      }
      return (found, problems)
    }
    for (found, problems) in listed {
      jobs += found
      errors += problems
    }
    return (jobs, ordered, errors)
  }

  /// Why a chapter folder cannot become a folder of the site, when it cannot.
  private func chapterProblem(_ name: String, shown: String) -> BuildDiagnostic? {
    let slug = Slugs.fromFileName(name)
    if let problem = PathSegment.problem(slug) {
      return BuildDiagnostic(
        path: shown, step: "load",
        message: "this chapter folder's name gives the URL folder \"\(slug)\", which \(problem); "
          + "rename the folder")
    }
    if let what = PathSegment.reserved[slug] {
      return BuildDiagnostic(
        path: shown, step: "load",
        message: "this chapter folder would put its lessons under \(slug)/, which is \(what); "
          + "rename the folder")
    }
    return nil
  }
}

import CallsiteCore
import Foundation

extension ContentLoader {
  /// Lessons whose URL an earlier lesson already has. Paths are hashed on all cores and
  /// sorted as numbers, and only paths with the same hash are compared: a large site's ten
  /// thousand paths are not each hashed into a dictionary on one core.
  func duplicateOutputs(_ chapters: [Chapter]) -> [BuildDiagnostic] {
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
  /// the next build's content cache. An `unchanged` file (the watcher vouches for it) is
  /// taken from the cache without a `stat` when the cache has it. `cachePlace` is where
  /// the file's line is in the cache if the lessons are as the last build found them.
  func readLesson(
    path file: String, shown path: String, relative: String, chapter: String?,
    outputPath: String?, unchanged: Bool = false, cachePlace: Int? = nil
  ) -> Result<(Lesson, ArraySlice<UInt8>?), BuildDiagnostic> {
    let entry: ContentCache.LessonEntry
    let line: ArraySlice<UInt8>?
    switch lessonEntry(
      path: file, shown: path, relative: relative, unchanged: unchanged, cachePlace: cachePlace)
    {
    case .success(let found): (entry, line) = found
    case .failure(let diagnostic): return .failure(diagnostic)
    }
    func field(_ key: String) -> String? { entry.fields.first { $0.key == key }?.value }
    let slug: String
    switch Self.slug(
      file: file, written: field("slug"), chapter: chapter, checked: outputPath == nil)
    {
    case .success(let found): slug = found
    case .failure(let problem):
      return .failure(Self.fieldDiagnostic(problem, file: file, shown: path))
    }
    if let draft = field("draft"), draft != "true" && draft != "false" {
      return .failure(
        Self.fieldDiagnostic(
          FieldProblem(key: "draft", message: "'draft' must be true or false, got \"\(draft)\""),
          file: file, shown: path))
    }
    let lesson = Lesson(
      sourcePath: relative, chapterFolder: chapter, slug: slug,
      title: field("title") ?? Slugs.words(slug), summary: field("summary") ?? "",
      draft: field("draft") == "true", frontMatter: entry.fields,
      bodyText: LazyText(path: file, offset: entry.bodyOffset),
      bodyHash: entry.bodyHash, embeds: entry.embeds, bodyLine: entry.bodyLine,
      outputPath: outputPath
        ?? chapter.map { "\(Slugs.fromFileName($0))/\(slug)/index.html" } ?? "\(slug)/index.html")
    return .success((lesson, line))
  }

  /// A lesson file's front matter, body hash and embeds: from the cache when the file is
  /// unchanged, else read and parsed (the body is not kept: it is read again when the page
  /// renders, so a large site's lessons are not all held at once). With the file's line of
  /// the next build's cache, none when its stamp cannot be read (it is read again next time).
  private func lessonEntry(
    path file: String, shown path: String, relative: String, unchanged: Bool, cachePlace: Int?
  ) -> Result<(ContentCache.LessonEntry, ArraySlice<UInt8>?), BuildDiagnostic> {
    let vouched = unchanged ? cache.lesson(relative, stamp: nil, place: cachePlace) : nil
    let stamp = vouched == nil ? FileStamp(relative, in: folder, path: file) : nil
    if let cached = vouched
      ?? stamp.flatMap({ cache.lesson(relative, stamp: $0, place: cachePlace) })
    {
      return .success(cached)
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(BuildDiagnostic(path: path, step: "load", message: "cannot read the file"))
    }
    let text: String
    switch BuildDiagnostic.text(of: data, shown: path) {
    case .success(let t): text = t
    case .failure(let d): return .failure(d)
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
    let entry = ContentCache.LessonEntry(
      stamp: stamp ?? .unknown, fields: front.fields, bodyLine: front.bodyLine,
      bodyOffset: text.utf8.distance(from: text.startIndex, to: front.body.startIndex),
      bodyHash: FastHash.of(body), embeds: Embeds.scan(body))
    return .success((entry, stamp == nil ? nil : ContentCache.line(lesson: relative, entry)))
  }

  /// What is wrong with a front matter field's value (`key`, or the file's name when nil).
  private struct FieldProblem: Error {
    let key: String?
    let message: String
  }

  /// The lesson's slug: its front matter's `slug:`, else its file's name, made URL-safe.
  /// With `checked`, a written slug is checked as the author wrote it (a `/` is an error, not
  /// a hyphen), then the URL-safe one, and a lesson outside a chapter must not take a name
  /// the site's own folders use.
  private static func slug(file: String, written: String?, chapter: String?, checked: Bool)
    -> Result<String, FieldProblem>
  {
    let fileName = String(
      Substring(
        file.utf8[
          (file.utf8.lastIndex(of: 47).map { file.utf8.index(after: $0) } ?? file.utf8.startIndex)...
        ]))
    let slug = written.map(Slugs.fromFileName) ?? Slugs.fromFileName(fileName)
    guard checked else { return .success(slug) }
    let key = written == nil ? nil : "slug"
    if let written, let problem = PathSegment.problem(written) {
      return .failure(
        FieldProblem(
          key: key,
          message: "the slug \"\(written)\" \(problem); a slug is one part of the page's URL, "
            + "such as 'first-steps'"))
    }
    if let problem = PathSegment.problem(slug) {
      return .failure(
        FieldProblem(
          key: key,
          message: written == nil
            ? "this file's name gives the slug \"\(slug)\", which \(problem); rename the file "
              + "or set 'slug:' in its front matter"
            : "the slug \"\(written ?? "")\" becomes \"\(slug)\", which \(problem); choose a "
              + "slug with letters or digits, such as 'first-steps'"))
    }
    if chapter == nil, let what = PathSegment.reserved[slug] {
      return .failure(
        FieldProblem(
          key: key,
          message: "this lesson's URL \(slug)/index.html collides with \(slug), \(what); give "
            + "the lesson a different 'slug:'"))
    }
    return .success(slug)
  }

  /// A field's problem at the line that sets it (the file is read again to find it: only a
  /// lesson with a problem pays for that), or line 1 for the file's name.
  private static func fieldDiagnostic(_ problem: FieldProblem, file: String, shown path: String)
    -> BuildDiagnostic
  {
    let text = FileManager.default.contents(atPath: file).map {
      String(decoding: $0, as: UTF8.self)
    }
    let line = problem.key.flatMap { k in text.flatMap { FrontMatter.line(of: k, in: $0) } } ?? 1
    return BuildDiagnostic(
      path: path, line: line, column: 1, step: "parse", message: problem.message)
  }
}

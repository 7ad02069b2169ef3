import CallsiteCore
import CallsiteTools
import Foundation

/// The files one `gen new` writes, checked before any is written: names that are one path
/// segment, and no file already there.
struct NewFiles {
  /// Why nothing is written, and whether the words were at fault (exit 64) or the files.
  struct Refusal: Error {
    var message: String
    var isUsage: Bool
  }

  /// A write that failed part way; the files already written are removed again.
  struct WriteError: Error {
    var message: String
  }

  /// Paths relative to the content folder, with their text, in the order to write them.
  var files: [(path: String, text: String)]
  /// What to tell the author after writing.
  var notes: [String]

  /// The files of `gen new lesson CHAPTER/NAME`.
  static func lesson(_ word: String, transcript: String?, content: URL) async -> Result<
    NewFiles, Refusal
  > {
    let chapter: String
    let name: String
    switch lessonPlace(word, transcript: transcript) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let place): (chapter, name) = place
    }
    let skeleton = LessonSkeleton(chapter: chapter, name: name, transcript: transcript ?? name)
    if let taken = existing(
      [skeleton.lessonPath, skeleton.scriptPath, skeleton.transcriptPath], content)
    {
      return .failure(taken)
    }
    if let other = lessonWithSlug(Slugs.fromFileName(name), in: chapter, content) {
      return .failure(
        Refusal(
          message: "the lesson's URL name \"\(Slugs.fromFileName(name))\" is already that of "
            + "\(PathDisplay()(other)), and two lessons of a chapter cannot share a URL, so "
            + "nothing was written: choose another NAME", isUsage: false))
    }
    let recorded: String
    do {
      recorded = try await skeleton.transcriptText(now: Date())
    } catch {
      return .failure(
        Refusal(message: "cannot record the lesson's transcript: \(error)", isUsage: false))
    }
    var notes = [
      "next: edit content/\(skeleton.scriptPath), record it with 'repl --script "
        + "content/\(skeleton.scriptPath)', then 'gen build'"
    ]
    if !listedChapters(content).contains(chapter) {
      notes.append(
        "note: the chapter folder \(chapter) is not in site.json's \"chapters\", so its title "
          + "is \"\(Slugs.words(Slugs.fromFileName(chapter)))\"; add {\"folder\": \"\(chapter)\", \"title\": …} there "
          + "to choose it")
    }
    return .success(
      NewFiles(
        files: [
          (skeleton.lessonPath, skeleton.lessonText), (skeleton.scriptPath, skeleton.scriptText),
          (skeleton.transcriptPath, recorded),
        ], notes: notes))
  }

  /// The chapter folder and the lesson's name of `CHAPTER/NAME`, each checked as one path
  /// segment (and the transcript's name, when given).
  static func lessonPlace(_ word: String, transcript: String?) -> Result<
    (chapter: String, name: String), Refusal
  > {
    let parts = word.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else {
      return .failure(
        Refusal(
          message: "'\(word)' is not CHAPTER/NAME: give the chapter folder and the lesson's "
            + "name, such as 06-extras/01-first", isUsage: true))
    }
    let chapter = parts[0]
    let name = parts[1].hasSuffix(".md") ? String(parts[1].dropLast(3)) : parts[1]
    let slug = Slugs.fromFileName(chapter)
    for (what, value) in [
      ("the chapter folder", chapter), ("the lesson's name", name),
      ("the transcript's name", transcript ?? name), ("the chapter's URL folder", slug),
      ("the lesson's URL name", Slugs.fromFileName(name)),
    ] {
      if let problem = PathSegment.problem(value) {
        return .failure(
          Refusal(message: "\(what) \"\(value)\" \(problem); choose another", isUsage: true))
      }
    }
    if let reserved = PathSegment.reserved[slug] {
      return .failure(
        Refusal(
          message: "the chapter folder \"\(chapter)\" would put its lessons under \(slug)/, "
            + "which is \(reserved); choose another", isUsage: true))
    }
    return .success((chapter, name))
  }

  /// The file of `gen new tool NAME`.
  static func tool(_ name: String, description: String, content: URL) -> Result<
    NewFiles, Refusal
  > {
    if let problem = ToolSkeleton.problem(name) {
      return .failure(
        Refusal(message: "the tool name \"\(name)\" \(problem); choose another", isUsage: true))
    }
    let skeleton = ToolSkeleton(name: name, description: description)
    if let taken = existing([skeleton.path], content) { return .failure(taken) }
    do {
      _ = try ToolFile.parse(
        skeleton.text, path: skeleton.path, baseDirectory: content.appendingPathComponent("tools"))
    } catch {
      return .failure(Refusal(message: "the tool would not load: \(error.message)", isUsage: true))
    }
    return .success(
      NewFiles(
        files: [(skeleton.path, skeleton.text)],
        notes: ["next: edit content/\(skeleton.path), or load it in repl with ':tool load \(name)'"]
      ))
  }

  /// The lesson of `chapter` whose URL name is `slug` (from its file name, or the `slug:`
  /// of its front matter), or nil.
  static func lessonWithSlug(_ slug: String, in chapter: String, _ content: URL) -> URL? {
    let folder = content.appendingPathComponent("lessons/\(chapter)")
    for entry in FolderListing.entries(of: folder.path) where entry.name.hasSuffix(".md") {
      let url = folder.appendingPathComponent(entry.name)
      var own = Slugs.fromFileName(entry.name)
      if let data = FileManager.default.contents(atPath: url.path),
        let written = writtenSlug(String(decoding: data, as: UTF8.self))
      {
        own = Slugs.fromFileName(written)
      }
      if own == slug { return url }
    }
    return nil
  }

  /// The `slug:` a lesson's front matter sets, if any.
  static func writtenSlug(_ text: String) -> String? {
    guard let parsed = try? FrontMatter.parse(text) else { return nil }
    return parsed.fields.first { $0.key == "slug" }?.value
  }

  /// The refusal for the first of `paths` that exists.
  static func existing(_ paths: [String], _ content: URL) -> Refusal? {
    for path in paths {
      let url = content.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path) {
        return Refusal(
          message: "\(PathDisplay()(url)) already exists; gen new never replaces a file, so "
            + "nothing was written: choose another name (or --transcript NAME for a lesson)",
          isUsage: false)
      }
    }
    return nil
  }

  /// The folders `site.json` lists in `chapters`.
  static func listedChapters(_ content: URL) -> Set<String> {
    guard
      let data = FileManager.default.contents(
        atPath: content.appendingPathComponent("site.json").path),
      let value = try? JSONValue.parse(String(decoding: data, as: UTF8.self))
    else { return [] }
    return Set((value["chapters"]?.arrayValue ?? []).compactMap { $0["folder"]?.stringValue })
  }

  /// Writes every file, none over an existing one, each whole or not at all (`SafeFile`);
  /// on an error the files and folders already made are removed again. Returns a line per
  /// file written.
  func write(content: URL, writer: SafeFile.Writer = SafeFile.system) throws(WriteError) -> [String]
  {
    var written: [URL] = []
    var madeFolders: [String] = []
    for file in files {
      let url = content.appendingPathComponent(file.path)
      do {
        madeFolders += try Self.makeFolders(above: url.path, below: content.path)
        try SafeFile.write(Data(file.text.utf8), to: url.path, replacing: false, writer: writer)
        written.append(url)
      } catch {
        for done in written { unlink(done.path) }
        for folder in madeFolders.reversed() { rmdir(folder) }
        throw WriteError(
          message: "cannot write \(PathDisplay()(url)) (\(FileSystemError.describe(error))); "
            + "nothing was written")
      }
    }
    return written.map { "wrote \(PathDisplay()($0))" }
  }

  /// Makes the missing folders between `root` and the file at `path`; returns those it
  /// made, outermost first.
  static func makeFolders(above path: String, below root: String) throws -> [String] {
    var missing: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    var info = stat()
    while folder.count > root.count, lstat(folder, &info) != 0 {
      missing.append(folder)
      folder = (folder as NSString).deletingLastPathComponent
    }
    var made: [String] = []
    for folder in missing.reversed() {
      guard mkdir(folder, 0o755) == 0 else {
        for done in made.reversed() { rmdir(done) }
        throw FileSystemError("make the folder", folder)
      }
      made.append(folder)
    }
    return made
  }
}

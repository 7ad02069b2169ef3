import CallsiteCore
import Foundation

extension NewFiles {
  /// The file of `gen new lesson CHAPTER/NAME --from-session SESSION`: a lesson around the
  /// transcripts a session script already recorded, one ` ```transcript ` block for each
  /// transcript it saves, in the order it saves them. Nothing else is written: the script
  /// and its transcripts are the author's already.
  static func lesson(_ word: String, fromSession session: String, content: URL) -> Result<
    NewFiles, Refusal
  > {
    let place: (chapter: String, name: String)
    switch lessonPlace(word, transcript: nil) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): place = found
    }
    let script: URL
    switch sessionScript(session, content: content) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): script = found
    }
    let scriptShown = PathDisplay()(script)
    guard let data = FileManager.default.contents(atPath: script.path),
      let text = try? String(strictUTF8: data)
    else {
      return .failure(
        Refusal(message: "cannot read \(scriptShown) as UTF-8 text", isUsage: false))
    }
    let transcripts = content.appendingPathComponent("transcripts").standardizedFileURL
    var names: [String] = []
    var outside: [String] = []
    for save in SessionScriptSaves.saves(in: text) {
      let file = SessionScriptSaves.file(
        of: save.target, content: content, workingDirectory: content.deletingLastPathComponent())
      guard file.deletingLastPathComponent().path == transcripts.path,
        file.pathExtension == "json"
      else {
        outside.append(save.target)
        continue
      }
      let name = file.deletingPathExtension().lastPathComponent
      guard FileManager.default.fileExists(atPath: file.path) else {
        return .failure(
          Refusal(
            message: "\(scriptShown):\(save.line) saves \(name), which is not recorded yet; "
              + "record it with 'repl --script \(scriptShown)' first, then run gen new again",
            isUsage: false))
      }
      if !names.contains(name) { names.append(name) }
    }
    guard !names.isEmpty else {
      let why =
        outside.isEmpty
        ? "has no :save line"
        : "saves only outside content/transcripts/ (\(outside.joined(separator: ", ")))"
      return .failure(
        Refusal(
          message: "\(scriptShown) \(why), so there is no transcript to show; add ':save! NAME' "
            + "after its prompts and record it with 'repl --script \(scriptShown)'",
          isUsage: false))
    }
    let models = names.map { name -> String in
      let url = transcripts.appendingPathComponent("\(name).json")
      guard let data = FileManager.default.contents(atPath: url.path),
        let transcript = try? Transcript(jsonText: String(decoding: data, as: UTF8.self))
      else { return "a model the file does not name" }
      return ModelLabel.describe(transcript)
    }
    let skeleton = LessonSkeleton(chapter: place.chapter, name: place.name, transcript: names[0])
    if let taken = existing([skeleton.lessonPath], content) { return .failure(taken) }
    if let other = lessonWithSlug(Slugs.fromFileName(place.name), in: place.chapter, content) {
      return .failure(
        Refusal(
          message: "the lesson's URL name \"\(Slugs.fromFileName(place.name))\" is already that "
            + "of \(PathDisplay()(other)), and two lessons of a chapter cannot share a URL, so "
            + "nothing was written: choose another NAME", isUsage: false))
    }
    let scriptPath =
      "content/"
      + script.path.dropFirst(
        content.standardizedFileURL.path.count + 1)
    var notes = [
      "next: write the lesson around the transcript\(names.count == 1 ? "" : "s") "
        + "(steps=A-B shows part of one), then 'gen build'"
    ]
    if !outside.isEmpty {
      notes.append(
        "note: \(scriptShown) also saves \(outside.joined(separator: ", ")), outside "
          + "content/transcripts/, which a lesson cannot show")
    }
    if !listedChapters(content).contains(place.chapter) {
      notes.append(
        "note: the chapter folder \(place.chapter) is not in site.json's \"chapters\"; add "
          + "{\"folder\": \"\(place.chapter)\", \"title\": …} there to choose its title")
    }
    return .success(
      NewFiles(
        files: [
          (
            skeleton.lessonPath,
            skeleton.adoptedLessonText(
              script: script.path.hasPrefix(content.standardizedFileURL.path + "/")
                ? scriptPath : scriptShown,
              transcripts: Array(zip(names, models)))
          )
        ], notes: notes))
  }

  /// The session script SESSION names: `sessions/SESSION.repl` (or, failing that, the one
  /// of that name in a folder under `sessions/`), or a path when it holds a `/` or ends in
  /// `.repl`.
  static func sessionScript(_ session: String, content: URL) -> Result<URL, Refusal> {
    if session.contains("/") || session.hasSuffix(".repl") {
      let url = URL(fileURLWithPath: session).standardizedFileURL
      guard FileManager.default.fileExists(atPath: url.path) else {
        return .failure(
          Refusal(message: "there is no session script at \(session)", isUsage: false))
      }
      return .success(url)
    }
    let sessions = content.appendingPathComponent("sessions").standardizedFileURL
    var found: [URL] = []
    if let walker = FileManager.default.enumerator(at: sessions, includingPropertiesForKeys: nil) {
      for case let url as URL in walker where url.pathExtension == "repl" {
        found.append(url.standardizedFileURL)
      }
    }
    found.sort {
      $0.path.count < $1.path.count || ($0.path.count == $1.path.count && $0.path < $1.path)
    }
    if let match = found.first(where: { $0.deletingPathExtension().lastPathComponent == session }) {
      return .success(match)
    }
    let near = Suggestion.closest(
      session, among: found.map { $0.deletingPathExtension().lastPathComponent })
    return .failure(
      Refusal(
        message: "there is no session script \(session) under \(PathDisplay()(sessions))/"
          + (near.map { "; did you mean \($0)?" } ?? "; save one in repl with :history save "
            + session),
        isUsage: false))
  }
}

extension LessonSkeleton {
  /// A lesson around transcripts already recorded by `script`, each with the model that
  /// made it (a reader must never take the offline stand-in's rules for a model's choices).
  func adoptedLessonText(script: String, transcripts: [(name: String, model: String)]) -> String {
    var text = """
      ---
      title: \(title)
      summary: One sentence that says what the reader learns here.
      ---

      Write the lesson here, in Markdown, around the session below, which the script
      `\(script)` recorded. Record it again with
      `repl --script \(script)`, and check that it still reproduces its transcripts with
      `repl --script \(script) --check`.

      """
    for (name, model) in transcripts {
      text += "\nThe transcript \(name). Model: \(model).\n\n```transcript \(name)\n```\n"
    }
    return text
  }
}

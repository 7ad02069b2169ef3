import CallsiteCore
import Foundation

extension Playground {
  /// `NAME` → `content/FOLDER/NAME.json`; anything with a slash or `.json` is a path.
  func resolve(_ name: String, folder: String) -> URL {
    let base = environment.baseDirectory
    if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
    if name.contains("/") || name.hasSuffix(".json") {
      return base.appendingPathComponent(name).standardizedFileURL
    }
    return base.appendingPathComponent("content/\(folder)/\(name).json")
  }

  /// A path as the author should read it: relative to the base directory when inside it.
  func display(_ url: URL) -> String {
    let base = environment.baseDirectory.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
    return path
  }

  /// Reads a file, strictly as UTF-8, and remembers what it held, to notice later changes on
  /// disk.
  func readText(_ url: URL, what: String) throws(PlaygroundError) -> String {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PlaygroundError(
        "there is no \(what) at \(display(url))", hint: "check the name or path")
    }
    let text: String
    do {
      text = try String(strictUTF8: data)
    } catch {
      throw PlaygroundError(error.formatted(path: display(url)), hint: "fix the file and try again")
    }
    stamps[url.standardizedFileURL.path] = SHA256.hex(text)
    return text
  }

  /// Saves text: compares in check mode; asks before replacing a file that this session did
  /// not open or save, or that changed on disk since (scripts answer no, and the error says
  /// to use `forced`, the command with `!`). Returns false when the author chose not to.
  func save(
    _ text: String, to url: URL, force: Bool, forced: String
  ) async throws(PlaygroundError) -> Bool {
    let key = url.standardizedFileURL.path
    let current = FileManager.default.contents(atPath: url.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    if holdsSaves {
      heldSaves.append((url.path, text))
      return true
    }
    if checkMode {
      try compare(text, with: current, at: url)
      return true
    }
    if let current, !force {
      let question: String
      let refusal: String
      if stamps[key] != nil {
        question = "\(display(url)) changed on disk since it was opened. Overwrite it?"
        refusal = "\(display(url)) changed on disk since it was opened; not saved"
      } else {
        question = "\(display(url)) already exists and this session did not open it. Replace it?"
        refusal = "\(display(url)) already exists and this session did not open it; not saved"
      }
      if stamps[key].map({ $0 != SHA256.hex(current) }) ?? true {
        guard await confirm(question) else {
          throw PlaygroundError(
            refusal, hint: "type \(forced) to replace it, or save under another name")
        }
      }
    }
    try AtomicFile.write(text, to: url)
    stamps[key] = SHA256.hex(text)
    return true
  }

  private func compare(_ text: String, with saved: String?, at url: URL) throws(PlaygroundError) {
    checkedFiles.append(display(url))
    guard let saved else {
      throw PlaygroundError(
        "\(display(url)) does not exist, so there is nothing to compare with",
        hint: "run the script without --check to write it")
    }
    if let difference = TranscriptComparison.firstDifference(expected: saved, actual: text) {
      throw PlaygroundError(
        "\(display(url)) differs from what the script produces: \(difference)",
        hint: "run the script without --check to write it again")
    }
  }
}

extension Playground {
  /// The folders `repl` saves into, under `content/`.
  static let savedFolders = ["transcripts", "sessions", "exports", "tools"]

  /// Removes what saves killed half-way left in the folders `repl` saves into (see
  /// `AtomicFile.removeStaleTemporaries`): called as `repl` starts.
  public func removeStaleTemporaries() {
    for folder in Self.savedFolders {
      AtomicFile.removeStaleTemporaries(
        in: environment.baseDirectory.appendingPathComponent("content/\(folder)"))
    }
  }
}

import CallsiteCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a file's contents without reading it: inode, size, and modification and
/// change times to the nanosecond (the change time cannot be set back by tools that copy
/// modification times, so an edit always shows).
struct FileStamp: Sendable, Equatable {
  var text: String

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The stamp of `relative` inside `folder`, or of `path` when there is no folder.
  init?(_ relative: String, in folder: DirectoryHandle?, path: String) {
    guard let folder else {
      self.init(path: path)
      return
    }
    guard let info = folder.status(relative) else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    #if canImport(Darwin)
      let m = info.st_mtimespec
      let c = info.st_ctimespec
    #else
      let m = info.st_mtim
      let c = info.st_ctim
    #endif
    // Written digit by digit: this runs for every file of the site on every build.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(72)
    func number(_ n: Int, then separator: UInt8?) {
      var digits: [UInt8] = []
      var rest = abs(n)
      repeat {
        digits.append(UInt8(48 + rest % 10))
        rest /= 10
      } while rest > 0
      if n < 0 { bytes.append(45) }
      bytes.append(contentsOf: digits.reversed())
      if let separator { bytes.append(separator) }
    }
    number(Int(truncatingIfNeeded: info.st_ino), then: 58)
    number(Int(truncatingIfNeeded: info.st_size), then: 58)
    number(Int(m.tv_sec), then: 46)
    number(Int(m.tv_nsec), then: 58)
    number(Int(c.tv_sec), then: 46)
    number(Int(c.tv_nsec), then: nil)
    text = String(decoding: bytes, as: UTF8.self)
  }

  init(text: String) { self.text = text }
}

/// What loading learned from each lesson and transcript file, by path, with the file's stamp,
/// so that the next build reads only the files that changed (`content-cache` in the build
/// cache). A lesson's entry holds its front matter, where its body starts, the body's hash
/// and the blocks it embeds; a transcript's holds its hash.
struct ContentCache: Sendable {
  static let fileName = "content-cache"

  struct LessonEntry: Sendable {
    var stamp: FileStamp
    var fields: [(key: String, value: String)]
    var bodyLine: Int
    var bodyOffset: Int
    var bodyHash: String
    var embeds: Embeds
  }

  /// Each file's line, by path: read from the previous build's file or made for this one,
  /// parsed only when asked for (on all cores, as content loads), and written back as it is.
  private var lessonLines: [String: ArraySlice<UInt8>] = [:]
  private var transcriptLines: [String: ArraySlice<UInt8>] = [:]

  init() {}

  /// The header: a different `gen` may read files differently, so its cache is not used.
  static var header: String {
    "callsite-content 2 \(Callsite.version) \(SitePlan.executableFingerprint)"
  }

  /// Reads the cache in `folder`; a missing, unreadable or foreign one is empty, and a line
  /// that does not read is left out (its file is read again).
  ///
  /// One line a file, fields separated by tabs, with tab, newline and backslash escaped:
  /// `L path stamp hash bodyLine bodyOffset transcripts tools whole key value key value…`
  /// for a lesson (embed names separated by spaces) and `T path stamp hash` for a transcript.
  init(folder: URL) {
    guard
      let lines = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    // Lessons' lines come first, then transcripts': each part indexed on its own core.
    let split = lines.firstIndex { $0.first == UInt8(ascii: "T") } ?? lines.count
    let parts = ParallelMap.map([lines[..<split], lines[split...]]) { part in
      var lessons: [String: ArraySlice<UInt8>] = [:]
      var transcripts: [String: ArraySlice<UInt8>] = [:]
      lessons.reserveCapacity(part.count)
      for line in part {
        guard line.count > 2, line[line.startIndex + 1] == 9,
          let tab = line[(line.startIndex + 2)...].firstIndex(of: 9)
        else { continue }
        let path = Self.unescape(line[(line.startIndex + 2)..<tab])
        switch line.first {
        case UInt8(ascii: "L"): lessons[path] = line
        case UInt8(ascii: "T"): transcripts[path] = line
        default: continue
        }
      }
      return (lessons, transcripts)
    }
    lessonLines = parts[0].0
    for (path, line) in parts[1].0 { lessonLines[path] = line }
    transcriptLines = parts[1].1
    for (path, line) in parts[0].1 { transcriptLines[path] = line }
  }

  var lessonCount: Int { lessonLines.count }
  var transcriptCount: Int { transcriptLines.count }

  /// Takes the transcripts' lines of a cache made alongside this one.
  mutating func takeTranscripts(from other: ContentCache) {
    transcriptLines = other.transcriptLines
  }

  /// Room for this many lessons and transcripts.
  mutating func reserve(lessons: Int, transcripts: Int) {
    lessonLines.reserveCapacity(lessons)
    transcriptLines.reserveCapacity(transcripts)
  }

  /// The entry of a lesson file.
  func lesson(_ path: String) -> LessonEntry? {
    guard let line = lessonLines[path] else { return nil }
    let f = Self.fields(line)
    guard f.count >= 9, f[0] == "L", f.count % 2 == 1, let bodyLine = Int(f[4]),
      let offset = Int(f[5])
    else { return nil }
    func names(_ s: String) -> [String] {
      s.isEmpty ? [] : s.utf8.split(separator: 32).map { String(Substring($0)) }
    }
    var fields: [(key: String, value: String)] = []
    var i = 9
    while i + 1 < f.count {
      fields.append((f[i], f[i + 1]))
      i += 2
    }
    return LessonEntry(
      stamp: FileStamp(text: f[2]), fields: fields, bodyLine: bodyLine, bodyOffset: offset,
      bodyHash: f[3],
      embeds: Embeds(transcripts: names(f[6]), tools: names(f[7]), whole: names(f[8])))
  }

  /// The entry of a transcript file.
  func transcript(_ path: String) -> (stamp: FileStamp, hash: String)? {
    guard let line = transcriptLines[path] else { return nil }
    let f = Self.fields(line)
    guard f.count == 4, f[0] == "T" else { return nil }
    return (FileStamp(text: f[2]), f[3])
  }

  /// Adds a lesson's entry: the previous build's line when the file did not change.
  mutating func add(
    lesson path: String, _ entry: LessonEntry?, cached: Bool, from old: ContentCache
  ) {
    if cached, let line = old.lessonLines[path] {
      lessonLines[path] = line
    } else if let e = entry {
      var f = [
        "L", path, e.stamp.text, e.bodyHash, String(e.bodyLine), String(e.bodyOffset),
        e.embeds.transcripts.joined(separator: " "), e.embeds.tools.joined(separator: " "),
        e.embeds.whole.joined(separator: " "),
      ]
      for field in e.fields { f += [field.key, field.value] }
      lessonLines[path] = Self.line(f)
    }
  }

  /// Adds a transcript's entry: the previous build's line when the file did not change.
  mutating func add(
    transcript path: String, _ entry: (stamp: FileStamp, hash: String), cached: Bool,
    from old: ContentCache
  ) {
    if cached, let line = old.transcriptLines[path] {
      transcriptLines[path] = line
    } else {
      transcriptLines[path] = Self.line(["T", path, entry.stamp.text, entry.hash])
    }
  }

  /// Fields escaped and joined by tabs.
  private static func line(_ fields: [String]) -> ArraySlice<UInt8> {
    Array(fields.map(escape).joined(separator: "\t").utf8)[...]
  }

  /// The file's bytes: a line a file, lessons then transcripts, each by path.
  var bytes: [UInt8] {
    var out = Array((Self.header + "\n").utf8)
    out.reserveCapacity((lessonLines.count + transcriptLines.count) * 200 + 100)
    // Sorted on two cores: ten thousand paths each.
    let sorted = ParallelMap.map([lessonLines, transcriptLines]) { lines in
      lines.sorted { $0.key < $1.key }
    }
    for lines in sorted {
      for (_, line) in lines {
        out.append(contentsOf: line)
        out.append(10)
      }
    }
    return out
  }

  /// A line's tab-separated fields, unescaped.
  private static func fields(_ line: ArraySlice<UInt8>) -> [String] {
    var out: [String] = []
    out.reserveCapacity(16)
    var start = line.startIndex
    var i = start
    while i < line.endIndex {
      if line[i] == 9 {
        out.append(unescape(line[start..<i]))
        start = i + 1
      }
      i += 1
    }
    out.append(unescape(line[start..<line.endIndex]))
    return out
  }

  static func escape(_ s: String) -> String {
    guard s.containsUTF8Byte(where: { $0 == 9 || $0 == 10 || $0 == 92 }) else { return s }
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(92) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    var escaped = false
    for b in bytes {
      if escaped {
        out.append(b == UInt8(ascii: "t") ? 9 : b == UInt8(ascii: "n") ? 10 : b)
        escaped = false
      } else if b == 92 {
        escaped = true
      } else {
        out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// The transcripts and tools a lesson embeds with ` ```transcript NAME ` and ` ```tool NAME `,
/// in order; `whole` lists the transcripts embedded with all their steps.
public struct Embeds: Sendable, Equatable {
  public var transcripts: [String] = []
  public var tools: [String] = []
  public var whole: [String] = []

  /// Finds the fences without parsing Markdown.
  static func scan(_ body: String) -> Embeds {
    var found = Embeds()
    var copy = body
    copy.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        // At the start of a line: skip spaces, look for a fence of backticks or tildes.
        var j = i
        while j < n && bytes[j] == 32 { j += 1 }
        if j + 3 <= n, bytes[j] == 96 || bytes[j] == 126, bytes[j + 1] == bytes[j],
          bytes[j + 2] == bytes[j]
        {
          let fence = bytes[j]
          while j < n && bytes[j] == fence { j += 1 }
          let start = j
          while j < n && bytes[j] != 10 { j += 1 }
          let info = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self)
          let words = info.split(whereSeparator: { $0 == " " || $0 == "\r" || $0 == "\t" })
          if words.count >= 2 {
            if words[0] == "transcript" {
              found.transcripts.append(String(words[1]))
              if words.count == 2 { found.whole.append(String(words[1])) }
            }
            if words[0] == "tool" { found.tools.append(String(words[1])) }
          }
        }
        while j < n && bytes[j] != 10 { j += 1 }
        i = j + 1
      }
    }
    return found
  }
}

/// Text read from a file when first needed and kept: a lesson's body (from `offset`, after
/// its front matter) or a transcript's JSON.
final class LazyText: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  private let path: String
  private let offset: Int

  init(text: String) {
    self.text = text
    self.path = ""
    self.offset = 0
  }

  init(path: String, offset: Int = 0, text: String? = nil) {
    self.path = path
    self.offset = offset
    self.text = text
  }

  /// The text, or nil when the file can no longer be read as UTF-8.
  var value: String? {
    lock.withLock {
      if let text { return text }
      guard let data = FileManager.default.contents(atPath: path), data.count >= offset,
        let read = String(validating: data[offset...], as: UTF8.self)
      else { return nil }
      text = read
      return read
    }
  }

  /// The text, forgotten once returned when it can be read again from the file: a page
  /// renders from it once, and a large site should not hold every lesson's text.
  func take() -> String? {
    let text = value
    if !path.isEmpty { lock.withLock { self.text = nil } }
    return text
  }
}

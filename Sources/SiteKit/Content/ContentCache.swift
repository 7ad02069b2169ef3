import CallsiteCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies a file's contents without reading it: inode, size, and modification and
/// change times to the nanosecond (the change time cannot be set back by tools that copy
/// modification times, so an edit always shows). Written `inode:size:mtime.ns:ctime.ns`.
struct FileStamp: Sendable, Equatable {
  var inode: Int
  var size: Int
  var modified: Int
  var modifiedNanoseconds: Int
  var changed: Int
  var changedNanoseconds: Int

  /// The stamp of a file whose stamp could not be read (never written to the cache).
  static let unknown = FileStamp(
    inode: 0, size: 0, modified: 0, modifiedNanoseconds: 0, changed: 0, changedNanoseconds: 0)

  init(
    inode: Int, size: Int, modified: Int, modifiedNanoseconds: Int, changed: Int,
    changedNanoseconds: Int
  ) {
    self.inode = inode
    self.size = size
    self.modified = modified
    self.modifiedNanoseconds = modifiedNanoseconds
    self.changed = changed
    self.changedNanoseconds = changedNanoseconds
  }

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
    inode = Int(truncatingIfNeeded: info.st_ino)
    size = Int(truncatingIfNeeded: info.st_size)
    modified = Int(m.tv_sec)
    modifiedNanoseconds = Int(m.tv_nsec)
    changed = Int(c.tv_sec)
    changedNanoseconds = Int(c.tv_nsec)
  }

  /// Reads the written form; nil when it is not one.
  init?(text: String) {
    self.init(bytes: Array(text.utf8)[...])
  }

  /// Reads the written form from a cache line's bytes, without making a string: this runs
  /// for every file of the site on every build.
  init?(bytes: ArraySlice<UInt8>) {
    var numbers: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
    let separators: [UInt8] = [58, 58, 46, 58, 46]
    var i = bytes.startIndex
    for n in 0..<6 {
      let negative = i < bytes.endIndex && bytes[i] == 45
      if negative { i += 1 }
      let digitsStart = i
      var value = 0
      while i < bytes.endIndex, bytes[i] >= 48, bytes[i] <= 57, i - digitsStart < 19 {
        value = value * 10 + Int(bytes[i] - 48)
        i += 1
      }
      guard i > digitsStart else { return nil }
      if negative { value = -value }
      switch n {
      case 0: numbers.0 = value
      case 1: numbers.1 = value
      case 2: numbers.2 = value
      case 3: numbers.3 = value
      case 4: numbers.4 = value
      default: numbers.5 = value
      }
      if n < 5 {
        guard i < bytes.endIndex, bytes[i] == separators[n] else { return nil }
        i += 1
      }
    }
    guard i == bytes.endIndex else { return nil }
    (inode, size, modified, modifiedNanoseconds, changed, changedNanoseconds) = numbers
  }

  /// The written form.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(72)
    append(to: &out)
    return out
  }

  /// Appends the written form, digit by digit.
  func append(to bytes: inout [UInt8]) {
    func number(_ n: Int, then separator: UInt8?) {
      if n < 0 { bytes.append(45) }
      let start = bytes.count
      var rest = n.magnitude
      repeat {
        bytes.append(UInt8(48 + rest % 10))
        rest /= 10
      } while rest > 0
      bytes[start...].reverse()
      if let separator { bytes.append(separator) }
    }
    number(inode, then: 58)
    number(size, then: 58)
    number(modified, then: 46)
    number(modifiedNanoseconds, then: 58)
    number(changed, then: 46)
    number(changedNanoseconds, then: nil)
  }
}

/// What the previous build learned from each lesson and transcript file, by path, with the
/// file's stamp, so that this build reads only the files that changed (`content-cache` in
/// the build cache). A lesson's entry holds its front matter, where its body starts, the
/// body's hash and the blocks it embeds; a transcript's holds its hash.
///
/// One line a file, fields separated by tabs, with tab, newline and backslash escaped:
/// `L path stamp hash bodyLine bodyOffset transcripts tools whole key value key value…`
/// for a lesson (embed names separated by spaces) and `T path stamp hash` for a transcript;
/// lessons first. A file that did not change keeps its line as it was read.
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

  /// Each file's line, by path, parsed only when asked for (on all cores, as content loads).
  private var lessonLines: [String: ArraySlice<UInt8>] = [:]
  private var transcriptLines: [String: ArraySlice<UInt8>] = [:]

  init() {}

  /// The header: a different `gen` may read files differently, so its cache is not used.
  static var header: String {
    "callsite-content 2 \(Callsite.version) \(SitePlan.executableFingerprint)"
  }

  /// Reads the cache in `folder`; a missing, unreadable or foreign one is empty, and a line
  /// that does not read is left out (its file is read again).
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

  /// The entry of a lesson file.
  func lesson(_ path: String) -> LessonEntry? {
    guard let line = lessonLines[path] else { return nil }
    return Self.lessonEntry(line, stamp: nil)
  }

  /// The entry of a lesson file and its line, when the file's stamp is still `stamp`.
  func lesson(_ path: String, stamp: FileStamp) -> (LessonEntry, ArraySlice<UInt8>)? {
    guard let line = lessonLines[path], let entry = Self.lessonEntry(line, stamp: stamp) else {
      return nil
    }
    return (entry, line)
  }

  /// The entry of a transcript file.
  func transcript(_ path: String) -> (stamp: FileStamp, hash: String)? {
    guard let line = transcriptLines[path] else { return nil }
    let f = Self.fieldRanges(line)
    guard f.count == 4, line[f[0]].elementsEqual("T".utf8),
      let stamp = FileStamp(bytes: line[f[2]])
    else { return nil }
    return (stamp, Self.unescape(line[f[3]]))
  }

  /// The hash of a transcript file and its line, when the file's stamp is still `stamp`.
  func transcript(_ path: String, stamp: FileStamp) -> (hash: String, line: ArraySlice<UInt8>)? {
    guard let line = transcriptLines[path] else { return nil }
    let f = Self.fieldRanges(line)
    guard f.count == 4, line[f[0]].elementsEqual("T".utf8),
      FileStamp(bytes: line[f[2]]) == stamp
    else { return nil }
    return (Self.unescape(line[f[3]]), line)
  }

  /// A lesson's entry read from its line; nil when the line does not read, or when its
  /// stamp is not `stamp` (checked before anything else is read).
  private static func lessonEntry(_ line: ArraySlice<UInt8>, stamp wanted: FileStamp?)
    -> LessonEntry?
  {
    let f = fieldRanges(line)
    guard f.count >= 9, f.count % 2 == 1, line[f[0]].elementsEqual("L".utf8),
      let stamp = FileStamp(bytes: line[f[2]]), wanted == nil || stamp == wanted,
      let bodyLine = Int(unescape(line[f[4]])), let offset = Int(unescape(line[f[5]]))
    else { return nil }
    func names(_ range: Range<Int>) -> [String] {
      line[range].split(separator: 32).map { unescape($0) }
    }
    var fields: [(key: String, value: String)] = []
    fields.reserveCapacity((f.count - 9) / 2)
    var i = 9
    while i + 1 < f.count {
      fields.append((unescape(line[f[i]]), unescape(line[f[i + 1]])))
      i += 2
    }
    return LessonEntry(
      stamp: stamp, fields: fields, bodyLine: bodyLine, bodyOffset: offset,
      bodyHash: unescape(line[f[3]]),
      embeds: Embeds(transcripts: names(f[6]), tools: names(f[7]), whole: names(f[8])))
  }

  /// A lesson's line for the next build.
  static func line(lesson path: String, _ e: LessonEntry) -> ArraySlice<UInt8> {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    out += [UInt8(ascii: "L"), 9]
    appendEscaped(path, to: &out)
    out.append(9)
    e.stamp.append(to: &out)
    for field in [
      e.bodyHash, String(e.bodyLine), String(e.bodyOffset),
      e.embeds.transcripts.joined(separator: " "), e.embeds.tools.joined(separator: " "),
      e.embeds.whole.joined(separator: " "),
    ] {
      out.append(9)
      appendEscaped(field, to: &out)
    }
    for field in e.fields {
      out.append(9)
      appendEscaped(field.key, to: &out)
      out.append(9)
      appendEscaped(field.value, to: &out)
    }
    return out[...]
  }

  /// A transcript's line for the next build.
  static func line(transcript path: String, stamp: FileStamp, hash: String) -> ArraySlice<UInt8> {
    var out: [UInt8] = [UInt8(ascii: "T"), 9]
    appendEscaped(path, to: &out)
    out.append(9)
    stamp.append(to: &out)
    out.append(9)
    appendEscaped(hash, to: &out)
    return out[...]
  }

  /// Where a line's tab-separated fields are.
  private static func fieldRanges(_ line: ArraySlice<UInt8>) -> [Range<Int>] {
    var out: [Range<Int>] = []
    out.reserveCapacity(16)
    var start = line.startIndex
    var i = start
    while i < line.endIndex {
      if line[i] == 9 {
        out.append(start..<i)
        start = i + 1
      }
      i += 1
    }
    out.append(start..<line.endIndex)
    return out
  }

  static func appendEscaped(_ s: String, to out: inout [UInt8]) {
    guard s.containsUTF8Byte(where: { $0 == 9 || $0 == 10 || $0 == 92 }) else {
      out.append(contentsOf: s.utf8)
      return
    }
    for b in s.utf8 {
      switch b {
      case 9: out += [92, UInt8(ascii: "t")]
      case 10: out += [92, UInt8(ascii: "n")]
      case 92: out += [92, 92]
      default: out.append(b)
      }
    }
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

/// The content cache this build writes: each file's line in the order content loads, which
/// is the same for the same content, so the file is written without sorting its lines.
struct ContentCacheLines: Sendable {
  var lessons: [ArraySlice<UInt8>] = []
  var transcripts: [ArraySlice<UInt8>] = []

  /// The file's bytes: the header, lessons' lines, then transcripts'.
  var bytes: [UInt8] {
    var out = Array((ContentCache.header + "\n").utf8)
    out.reserveCapacity(
      lessons.reduce(out.count) { $0 + $1.count + 1 } + transcripts.reduce(0) { $0 + $1.count + 1 }
    )
    for line in lessons {
      out.append(contentsOf: line)
      out.append(10)
    }
    for line in transcripts {
      out.append(contentsOf: line)
      out.append(10)
    }
    return out
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
  /// The file it is read from; empty for text given whole.
  let path: String
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

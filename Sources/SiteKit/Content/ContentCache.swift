import CallsiteCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the previous build learned from each lesson and transcript file, by path, with the
/// file's stamp, so that this build reads only the files that changed (`content-cache` in
/// the build cache). A lesson's entry holds its front matter, where its body starts, the
/// body's hash and the blocks it embeds; a transcript's holds its hash.
///
/// One line a file, fields separated by tabs, with tab, newline and backslash escaped:
/// `L path stamp hash bodyLine bodyOffset transcripts tools whole compares key value key value…`
/// for a lesson (embed names separated by spaces; a comparison's names joined by `/`) and `T path stamp hash` for a transcript;
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

  /// Every line after the header: lessons' first, then transcripts' (from `split`). A file
  /// is looked for first on the line where it was in the last build's order (content loads
  /// in the same order every time), and by path only when it is not there.
  private var lines: ArraySlice<ArraySlice<UInt8>> = []
  private var split = 0
  /// The lines by path, made on the first file that is not where it was looked for.
  private let index = ContentCacheIndex()

  init() {}

  /// The header: a different `gen` may read files differently, so its cache is not used.
  static var header: String {
    "callsite-content 3 \(Callsite.version) \(SitePlan.executableFingerprint)"
  }

  /// Reads the cache in `folder`; a missing, unreadable or foreign one is empty, and a line
  /// that does not read is left out (its file is read again).
  init(folder: URL) {
    guard
      let lines = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    self.lines = lines
    split = lines.firstIndex { $0.first == UInt8(ascii: "T") } ?? lines.endIndex
  }

  var lessonCount: Int { split - lines.startIndex }
  var transcriptCount: Int { lines.endIndex - split }

  /// The line of the lesson at `path`, looked for first at `place` among the lessons.
  private func lessonLine(_ path: String, place: Int?) -> ArraySlice<UInt8>? {
    if let place, place >= 0, place < lessonCount {
      let line = lines[lines.startIndex + place]
      if Self.isLine(line, of: "L", path: path) { return line }
    }
    return index.tables(lines).lessons[path].map { lines[$0] }
  }

  /// The line of the transcript at `path`, looked for first at `place` among the transcripts.
  private func transcriptLine(_ path: String, place: Int?) -> ArraySlice<UInt8>? {
    if let place, place >= 0, place < transcriptCount {
      let line = lines[split + place]
      if Self.isLine(line, of: "T", path: path) { return line }
    }
    return index.tables(lines).transcripts[path].map { lines[$0] }
  }

  /// Whether `line` is the line of the file at `path`, of the kind `kind`: compared as bytes,
  /// without a string (a path that needed escaping is not, and is found by the table).
  static func isLine(_ line: ArraySlice<UInt8>, of kind: Unicode.Scalar, path: String) -> Bool {
    var path = path
    return path.withUTF8 { p in
      let start = line.startIndex
      guard line.count > p.count + 2, line[start] == UInt8(ascii: kind), line[start + 1] == 9,
        line[start + 2 + p.count] == 9
      else { return false }
      return line.withUnsafeBufferPointer { l in
        p.count == 0 || memcmp(l.baseAddress! + 2, p.baseAddress!, p.count) == 0
      }
    }
  }

  /// The entry of a lesson file.
  func lesson(_ path: String) -> LessonEntry? {
    guard let line = lessonLine(path, place: nil) else { return nil }
    return Self.lessonEntry(line, stamp: nil)
  }

  /// The entry of a lesson file and its line, when the file's stamp is still `stamp` (nil:
  /// whatever the stamp, for a file the watcher saw no change to); looked for first at
  /// `place` among the lessons (where the file was in the last build's order).
  func lesson(_ path: String, stamp: FileStamp?, place: Int? = nil) -> (
    LessonEntry, ArraySlice<UInt8>
  )? {
    guard let line = lessonLine(path, place: place),
      let entry = Self.lessonEntry(line, stamp: stamp)
    else {
      return nil
    }
    return (entry, line)
  }

  /// The entry of a transcript file.
  func transcript(_ path: String) -> (stamp: FileStamp, hash: String)? {
    guard let line = transcriptLine(path, place: nil) else { return nil }
    let f = Self.fieldRanges(line)
    guard f.count == 4, line[f[0]].elementsEqual("T".utf8),
      let stamp = FileStamp(bytes: line[f[2]])
    else { return nil }
    return (stamp, Self.unescape(line[f[3]]))
  }

  /// The hash of a transcript file and its line, when the file's stamp is still `stamp` (nil:
  /// whatever the stamp, for a file the watcher saw no change to); looked for first at
  /// `place` among the transcripts.
  func transcript(_ path: String, stamp: FileStamp?, place: Int? = nil) -> (
    hash: String, line: ArraySlice<UInt8>
  )? {
    guard let line = transcriptLine(path, place: place) else { return nil }
    let f = Self.fieldRanges(line)
    guard f.count == 4, line[f[0]].elementsEqual("T".utf8),
      let recorded = FileStamp(bytes: line[f[2]]), stamp == nil || recorded == stamp
    else { return nil }
    return (Self.unescape(line[f[3]]), line)
  }

  /// A lesson's entry read from its line; nil when the line does not read, or when its
  /// stamp is not `stamp` (checked before anything else is read).
  private static func lessonEntry(_ line: ArraySlice<UInt8>, stamp wanted: FileStamp?)
    -> LessonEntry?
  {
    let f = fieldRanges(line)
    guard f.count >= 10, f.count % 2 == 0, line[f[0]].elementsEqual("L".utf8),
      let stamp = FileStamp(bytes: line[f[2]]), wanted == nil || stamp == wanted,
      let bodyLine = Int(unescape(line[f[4]])), let offset = Int(unescape(line[f[5]]))
    else { return nil }
    func names(_ range: Range<Int>) -> [String] {
      line[range].split(separator: 32).map { unescape($0) }
    }
    var fields: [(key: String, value: String)] = []
    fields.reserveCapacity((f.count - 10) / 2)
    var i = 10
    while i + 1 < f.count {
      fields.append((unescape(line[f[i]]), unescape(line[f[i + 1]])))
      i += 2
    }
    return LessonEntry(
      stamp: stamp, fields: fields, bodyLine: bodyLine, bodyOffset: offset,
      bodyHash: unescape(line[f[3]]),
      embeds: Embeds(
        transcripts: names(f[6]), tools: names(f[7]), whole: names(f[8]),
        compares: names(f[9]).map { $0.split(separator: "/").map(String.init) }))
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
      e.embeds.compares.map { $0.joined(separator: "/") }.joined(separator: " "),
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

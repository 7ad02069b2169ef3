import Foundation

/// The content cache's lines by path, for the files that are not on the line where the
/// last build's order puts them (a lesson added or removed moves the ones after it). Made
/// once, on the first such file, from any thread; a rebuild in which nothing moved never
/// makes it, and so never turns the site's hundred thousand paths into strings.
final class ContentCacheIndex: @unchecked Sendable {
  /// Lines' positions (in the cache's lines) by path, lessons' and transcripts' apart.
  struct Tables {
    var lessons: [String: Int] = [:]
    var transcripts: [String: Int] = [:]
  }

  private let lock = NSLock()
  private var made: Tables?

  /// The tables of `lines`, made on the first call (every call passes the same lines).
  func tables(_ lines: ArraySlice<ArraySlice<UInt8>>) -> Tables {
    lock.withLock {
      if let made { return made }
      let tables = Self.make(lines)
      made = tables
      return tables
    }
  }

  /// Each line's position by its path; a line that does not read is left out, and of two
  /// lines with one path the later wins.
  private static func make(_ lines: ArraySlice<ArraySlice<UInt8>>) -> Tables {
    var tables = Tables()
    tables.lessons.reserveCapacity(lines.count)
    for i in lines.indices {
      let line = lines[i]
      guard line.count > 2, line[line.startIndex + 1] == 9,
        let tab = line[(line.startIndex + 2)...].firstIndex(of: 9)
      else { continue }
      let path = ContentCache.unescape(line[(line.startIndex + 2)..<tab])
      switch line.first {
      case UInt8(ascii: "L"): tables.lessons[path] = i
      case UInt8(ascii: "T"): tables.transcripts[path] = i
      default: continue
      }
    }
    return tables
  }
}

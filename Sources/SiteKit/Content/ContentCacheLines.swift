import CallsiteCore

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

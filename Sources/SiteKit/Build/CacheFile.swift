import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build cache's files (manifest, search words, content stamps): rewritten in place on
/// every build, which is several times faster than truncating or replacing a file of
/// megabytes, and ended by a line with the hash of everything before it, so a file that a
/// crash left half-written reads as missing, never as wrong.
enum CacheFile {
  static let trailer = "callsite-end "

  /// Writes `bytes` with the trailer; errors are ignored (a cache that is not written only
  /// makes the next build a full one).
  static func write(_ bytes: [UInt8], to url: URL) {
    var hash = FastHash()
    bytes.withUnsafeBytes { hash.combine($0) }
    let end = Array((trailer + hash.hex + "\n").utf8)
    let fd = open(url.path, O_WRONLY | O_CREAT, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    func put(_ part: [UInt8], at start: Int) -> Bool {
      part.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let n = pwrite(
            fd, buffer.baseAddress! + offset, buffer.count - offset, off_t(start + offset))
          guard n > 0 else { return false }
          offset += n
        }
        return true
      }
    }
    if !put(bytes, at: 0) || !put(end, at: bytes.count)
      || ftruncate(fd, off_t(bytes.count + end.count)) != 0
    {
      // Leave nothing that could be read as valid.
      _ = ftruncate(fd, 0)
    }
  }

  /// Makes a cache file read as missing by changing its first byte (one write: the next
  /// `write` rewrites the file in place as usual).
  static func invalidate(_ url: URL) {
    let fd = open(url.path, O_WRONLY)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var zero: UInt8 = 0
    _ = pwrite(fd, &zero, 1, 0)
  }

  /// The bytes written by `write`, or nil when the file is missing or does not end with
  /// the trailer of its contents.
  static func read(_ url: URL) -> [UInt8]? {
    let fd = open(url.path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    // Read straight into the array: these files are megabytes for a large site.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var offset = 0
      while offset < size {
        #if canImport(Glibc)
          let n = Glibc.read(fd, buffer.baseAddress! + offset, size - offset)
        #else
          let n = Darwin.read(fd, buffer.baseAddress! + offset, size - offset)
        #endif
        if n <= 0 { break }
        offset += n
      }
      failed = offset != size
      count = offset
    }
    let trailerLength = trailer.utf8.count + 16 + 1
    guard !failed, bytes.count >= trailerLength, bytes.last == 10 else { return nil }
    let bodyCount = bytes.count - trailerLength
    let line = String(decoding: bytes[bodyCount...], as: UTF8.self)
    var hash = FastHash()
    bytes.withUnsafeBytes { hash.combine(UnsafeRawBufferPointer(rebasing: $0[..<bodyCount])) }
    guard line == trailer + hash.hex + "\n" else { return nil }
    bytes.removeLast(trailerLength)
    return bytes
  }

  /// The lines after the first of a file written by `write`, when that first line is
  /// `header`; nil for a missing, damaged or foreign file.
  static func lines(_ url: URL, header: String) -> ArraySlice<ArraySlice<UInt8>>? {
    guard let bytes = read(url) else { return nil }
    // Split with memchr: these files have tens of thousands of lines.
    var lines: [ArraySlice<UInt8>] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count {
        var end = buffer.count
        if let found = memchr(base + start, 10, buffer.count - start) {
          end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        if end > start { lines.append(bytes[start..<end]) }
        start = end + 1
      }
    }
    guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
    return lines.dropFirst()
  }
}

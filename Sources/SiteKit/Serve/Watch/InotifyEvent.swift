/// One record of what an inotify descriptor reads: `struct inotify_event` (a watch, a mask,
/// a cookie pairing the two halves of a rename, and the name of the entry inside the watched
/// folder, NUL-padded), taken apart without assuming the buffer is aligned.
struct InotifyEvent: Sendable, Equatable {
  /// The watch descriptor (-1 for a queue overflow).
  var watch: Int32
  var mask: UInt32
  var cookie: UInt32
  /// The entry's name inside the watched folder; empty for an event on the folder itself.
  var name: String

  /// The size of the fixed part of a record: four 32-bit fields.
  static let headerSize = 16

  /// The records in a buffer filled by `read`, in order; a record cut short at the end
  /// (which the kernel never returns) is dropped.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
    var out: [InotifyEvent] = []
    var offset = 0
    while offset + headerSize <= bytes.count {
      let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
      let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
      let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
      let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
      let start = offset + headerSize
      guard start + length <= bytes.count else { break }
      let field = bytes[start..<start + length]
      let name = String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
      out.append(InotifyEvent(watch: watch, mask: mask, cookie: cookie, name: name))
      offset = start + length
    }
    return out
  }
}

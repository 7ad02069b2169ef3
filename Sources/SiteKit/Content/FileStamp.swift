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

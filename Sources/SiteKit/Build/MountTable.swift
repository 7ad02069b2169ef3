import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where file systems are mounted, so that a build neither renames a mount point nor
/// deletes what is mounted inside the folder it replaces.
///
/// A first build renames its staged folder into place (`OutputFolder`), which a mount point
/// refuses (`EBUSY`), and a build removes the files its site no longer has, which could
/// reach into a file system mounted inside it. On Linux the kernel's table (`/proc/self/mountinfo`) lists every mount
/// point, bind mounts of the same device included; elsewhere only a folder whose device
/// differs from its parent's is known to be one. Tests give a table of their own.
struct MountTable: Sendable {
  /// The mount points, as absolute paths with links resolved.
  let points: @Sendable () -> [String]

  /// The running system's table.
  static let system = MountTable { read(path: "/proc/self/mountinfo") }

  /// Whether `path` (resolved) is a mount point: listed in the table, or, where there is no
  /// table, on another device than its parent folder (a guess the table makes needless, and
  /// one that a btrfs subvolume, a device of its own but no mount, would fail).
  func isMountPoint(_ path: String) -> Bool {
    let listed = points()
    if !listed.isEmpty { return listed.contains(path) }
    guard path != "/" else { return true }
    var own = stat()
    var parent = stat()
    guard lstat(path, &own) == 0, own.st_mode & S_IFMT == S_IFDIR,
      stat((path as NSString).deletingLastPathComponent, &parent) == 0
    else { return false }
    return own.st_dev != parent.st_dev
  }

  /// The mount points strictly inside `folder` (resolved), sorted.
  func points(inside folder: String) -> [String] {
    points().filter { OutputGuard.isInside($0, folder) }.sorted()
  }

  /// The mount points a `mountinfo` file lists (its fifth field, octal escapes undone); none
  /// when it cannot be read.
  static func read(path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// The mount points of `mountinfo` text.
  static func parse(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      return fields.count > 4 ? unescape(fields[4]) : nil
    }
  }

  /// A path with the kernel's `\040`-style escapes (space, tab, new line, backslash) undone.
  static func unescape(_ field: Substring) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(field.utf8)
    var i = 0
    while i < utf8.count {
      if utf8[i] == UInt8(ascii: "\\"), i + 3 < utf8.count,
        let value = UInt8(String(decoding: utf8[(i + 1)...(i + 3)], as: UTF8.self), radix: 8)
      {
        bytes.append(value)
        i += 4
      } else {
        bytes.append(utf8[i])
        i += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

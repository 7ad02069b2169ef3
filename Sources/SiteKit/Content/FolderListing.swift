import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entries of one folder with their kind, read with `readdir` so that telling files,
/// folders and symbolic links apart costs no `stat` for most entries.
struct FolderListing {
  /// What an entry is, without following a symbolic link.
  enum Kind: Equatable {
    case file, folder, link, other
  }

  /// One entry: its name and kind.
  struct Entry {
    var name: String
    var kind: Kind
  }

  /// The entries of `path` sorted by name, leaving out `.`, `..` and (unless `hidden`)
  /// names that start with a dot; empty when the folder cannot be read.
  static func entries(of path: String, hidden: Bool = false) -> [Entry] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var out: [Entry] = []
    while let found = readdir(dir) {
      let name = withUnsafeBytes(of: found.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." || (!hidden && name.hasPrefix(".")) { continue }
      out.append(Entry(name: name, kind: kind(Int32(found.pointee.d_type), name, in: path)))
    }
    out.sort { $0.name < $1.name }
    return out
  }

  /// The kind `readdir` gave, or from `lstat` when the file system did not say.
  private static func kind(_ type: Int32, _ name: String, in folder: String) -> Kind {
    switch type {
    case Int32(DT_REG): return .file
    case Int32(DT_DIR): return .folder
    case Int32(DT_LNK): return .link
    case Int32(DT_UNKNOWN): break
    default: return .other
    }
    var info = stat()
    guard lstat(folder + "/" + name, &info) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }
}

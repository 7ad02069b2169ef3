#if os(Linux)
  import Foundation
  import Glibc

  extension InotifyWatcher {
    /// How adding a folder's watches went.
    enum TreeWatch {
      /// The folder and every folder under it are watched.
      case watched
      /// The folder does not exist (or is not a folder).
      case missing
      /// The kernel's table of watches is full.
      case full
    }

    /// Watches a folder and every folder under it; with a batch, also reports every file
    /// found (they may predate the watch). Symbolic links are followed for a root only.
    func watchTree(_ path: String, isRoot: Bool, reporting batch: inout ChangeBatch?)
      -> TreeWatch
    {
      let flags = Self.mask | (isRoot ? 0 : UInt32(IN_DONT_FOLLOW))
      let wd = inotify_add_watch(fd, path, flags)
      guard wd >= 0 else {
        if errno == ENOSPC || errno == ENOMEM {
          if !reportedFullTable {
            reportedFullTable = true
            log(
              "gen serve: warning: cannot watch \(path): the system's inotify watches are used up; "
                + "changes there are not seen until you raise fs.inotify.max_user_watches")
          }
          return .full
        }
        return .missing
      }
      folders[wd] = path
      guard let dir = opendir(path) else { return .watched }
      defer { closedir(dir) }
      var outcome = TreeWatch.watched
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let child = path + "/" + name
        var kind = entry.pointee.d_type
        if kind == UInt8(DT_UNKNOWN) {
          var info = stat()
          guard lstat(child, &info) == 0 else { continue }
          kind = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
        }
        if kind == UInt8(DT_DIR) {
          if case .full = watchTree(child, isRoot: false, reporting: &batch) { outcome = .full }
        } else {
          batch?.add(child)
        }
      }
      return outcome
    }

    /// Drops the watches of a folder and of every folder under it (it was moved away or
    /// deleted; a move within the roots watches it again under its new name).
    func unwatch(under path: String) {
      let prefix = path + "/"
      for (wd, folder) in folders where folder == path || folder.hasPrefix(prefix) {
        inotify_rm_watch(fd, wd)
        folders[wd] = nil
      }
    }
  }
#endif

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a staged folder in the place of another so that, whenever the process stops, one of
/// the two trees is at that place.
///
/// Where the kernel can exchange two paths in one step (Linux's `renameat2` with
/// `RENAME_EXCHANGE`) the staged tree and the old one trade places and the old one is then
/// removed from the staged folder's name. Elsewhere, or when the file system refuses the
/// exchange, the old tree is renamed aside and the staged one renamed in: two renames, with a
/// moment between them when neither is in place (`StaleBuilds` puts the old tree back if a
/// build dies there).
enum FolderSwap {
  /// Exchanges two existing paths; returns 0, or the `errno` value of the failure.
  typealias Exchange = @Sendable (_ from: String, _ to: String) -> Int32

  /// The system's exchange, or nil where there is none.
  static let system: Exchange? = {
    #if os(Linux)
      // Glibc declares `renameat2` only for _GNU_SOURCE, which Swift's Glibc module does not
      // define, so it is looked up by name (it exists from glibc 2.28).
      typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
      nonisolated(unsafe) let call = unsafeBitCast(symbol, to: RenameAt2.self)
      let renameExchange: UInt32 = 1 << 1
      return { from, to in
        call(AT_FDCWD, from, AT_FDCWD, to, renameExchange) == 0 ? 0 : errno
      }
    #else
      return nil
    #endif
  }()

  /// Replaces the tree at `final` with the one at `staged`, then moves the old tree to
  /// `spare` when that is given and free (see `SpareTree`), or else removes it (in the
  /// background unless `removal` says otherwise: see `TreeRemover`). `aside` is where the old
  /// tree waits when two renames are needed.
  static func replace(
    _ final: String, with staged: String, aside: String, spare: String? = nil,
    removal: TreeRemover.Mode = .background, exchange: Exchange? = system
  ) throws {
    let output = (final as NSString).lastPathComponent
    var info = stat()
    guard lstat(final, &info) == 0 else {
      try move(staged, to: final)
      return
    }
    // After an exchange the old tree is at the staged folder's name.
    if let exchange, exchange(staged, final) == 0 {
      if let spare, SpareTree.keep(staged, as: spare) { return }
      TreeRemover.remove(staged, output: output, mode: removal)
      return
    }
    try move(final, to: aside)
    do {
      try move(staged, to: final)
    } catch {
      try? move(aside, to: final)
      throw error
    }
    if let spare, SpareTree.keep(aside, as: spare) { return }
    TreeRemover.remove(aside, output: output, mode: removal)
  }

  /// One `rename`, with the failure naming both paths and the cause.
  static func move(_ from: String, to: String) throws {
    guard rename(from, to) == 0 else { throw FileSystemError("rename \(from) to", to) }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SiteServer {
  /// What a request path leads to.
  enum Resolution: Equatable {
    /// A file inside the site, by its real path.
    case file(String)
    /// A folder asked for without its trailing slash: where to send the client.
    case redirect(String)
    case notFound
    case forbidden
  }

  /// Maps a decoded URL path to a file inside the site, refusing anything that leads out.
  func resolve(_ decoded: String?) -> Resolution {
    guard let path = decoded, path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else {
      return .forbidden
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    if segments.contains(where: { $0 == ".." || $0 == "." }) { return .forbidden }
    var candidate = root.path + "/" + segments.joined(separator: "/")
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir) else {
      return .notFound
    }
    if isDir.boolValue {
      if !path.hasSuffix("/") { return .redirect(path + "/") }
      candidate += "/index.html"
    }
    guard let real = realpath(candidate, nil) else { return .notFound }
    let resolved = String(cString: real)
    free(real)
    guard resolved == rootReal || resolved.hasPrefix(rootReal + "/") else { return .forbidden }
    return .file(resolved)
  }
}

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
  /// `query` (as sent) is kept on a redirect.
  func resolve(_ decoded: String?, query: String? = nil) -> Resolution {
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
      if !path.hasSuffix("/") { return .redirect(Self.folderLocation(segments, query: query)) }
      candidate += "/index.html"
    }
    guard let real = realpath(candidate, nil) else { return .notFound }
    let resolved = String(cString: real)
    free(real)
    guard resolved == rootReal || resolved.hasPrefix(rootReal + "/") else { return .forbidden }
    return .file(resolved)
  }

  /// The address of a folder, for a `Location` header: built again from the path's segments,
  /// so it starts with exactly one slash (`//host/` would send the browser to another site),
  /// and percent-encoded, so no byte of a file name can break the header.
  static func folderLocation(_ segments: [Substring], query: String?) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;")
    let path = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
    var location = "/" + path.map { $0 + "/" }.joined()
    if let query { location += "?" + query }
    return location
  }
}

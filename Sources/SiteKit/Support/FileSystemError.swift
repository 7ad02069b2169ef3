import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file-system failure as a sentence: what gen was doing, the path, and the cause in words.
///
/// Foundation's errors print as `Error Domain=NSCocoaErrorDomain Code=512 "(null)"` when
/// they carry no description, which tells a user neither the file nor the cause. Every
/// failure gen reports about a file goes through `describe`, which finds the path and the
/// system's reason (`strerror`) in whatever error it is given.
struct FileSystemError: Error, CustomStringConvertible, Sendable {
  /// What gen was doing, as a verb phrase: `rename`, `write`, `remove`.
  var action: String
  /// The file or folder it was done to.
  var path: String
  /// The system's error number (0 when `reason` says it all).
  var code: Int32
  /// The cause in words when it is not a system error number.
  var reason: String?

  init(_ action: String, _ path: String, code: Int32 = errno, reason: String? = nil) {
    self.action = action
    self.path = path
    self.code = code
    self.reason = reason
  }

  var description: String {
    "cannot \(action) \(path): \(reason ?? Self.words(code))"
  }

  /// The system's words for an error number, such as `No space left on device`.
  static func words(_ code: Int32) -> String {
    guard code != 0, let text = strerror(code) else { return "an unknown error" }
    return String(cString: text)
  }

  /// Any error as a sentence that names its path and its cause, when the error holds them.
  static func describe(_ error: any Error) -> String {
    if let error = error as? FileSystemError { return error.description }
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    if let text = ns.userInfo[NSLocalizedDescriptionKey] as? String { return text }
    let path =
      (ns.userInfo[NSFilePathErrorKey] as? String)
      ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
    var cause = cocoaWords[ns.code] ?? "error \(ns.code)"
    if ns.domain == NSPOSIXErrorDomain {
      cause = words(Int32(ns.code))
    } else if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      cause = words(Int32(underlying.code))
    }
    return path.map { "\($0): \(cause)" } ?? cause
  }

  /// Words for the Cocoa file error codes Foundation throws without a description.
  static let cocoaWords: [Int: String] = [
    CocoaError.fileNoSuchFile.rawValue: "no such file or folder",
    CocoaError.fileReadNoSuchFile.rawValue: "no such file or folder",
    CocoaError.fileLocking.rawValue: "the file is locked",
    CocoaError.fileReadNoPermission.rawValue: "permission denied",
    CocoaError.fileReadCorruptFile.rawValue: "the file is damaged",
    CocoaError.fileReadTooLarge.rawValue: "the file is too large",
    CocoaError.fileReadInapplicableStringEncoding.rawValue: "the file is not text in UTF-8",
    CocoaError.fileReadUnknown.rawValue: "the file could not be read",
    CocoaError.fileWriteFileExists.rawValue: "a file is already there",
    CocoaError.fileWriteNoPermission.rawValue: "permission denied",
    CocoaError.fileWriteOutOfSpace.rawValue: "no space left on the device",
    CocoaError.fileWriteVolumeReadOnly.rawValue: "the file system is read-only",
    CocoaError.fileWriteInvalidFileName.rawValue: "the name is not allowed",
    CocoaError.fileWriteUnknown.rawValue: "the file could not be written",
  ]
}

import CallsiteCore
import Foundation
import Synchronization

/// Appends every exchange to a file as one JSON object per line (`--log FILE`), for
/// debugging a server. The file is opened for appending when the log is made.
public final class OpenAIExchangeLog: Sendable {
  /// The file's path.
  public let path: String
  private let handle: Mutex<FileHandle>

  /// Opens (or creates) the file for appending; throws an error that names the path.
  public init(path: String) throws(OpenAIExchangeLogError) {
    self.path = path
    let manager = FileManager.default
    if !manager.fileExists(atPath: path) {
      guard manager.createFile(atPath: path, contents: nil) else {
        throw OpenAIExchangeLogError(
          path: path, reason: "cannot create it (does its folder exist?)")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw OpenAIExchangeLogError(path: path, reason: "cannot open it for writing")
    }
    handle.seekToEndOfFile()
    self.handle = Mutex(handle)
  }

  /// Appends one line.
  func append(_ exchange: OpenAIExchange) {
    let line = Data((exchange.json.compactText + "\n").utf8)
    handle.withLock { $0.write(line) }
  }

  deinit {
    handle.withLock { try? $0.close() }
  }
}

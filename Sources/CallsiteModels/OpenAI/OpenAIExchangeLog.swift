import CallsiteCore
import Foundation
import Synchronization

/// Appends every exchange to a file as one JSON object per line (`--log FILE`), for
/// debugging a server. The file is opened for appending when the log is made. A line that
/// cannot be written (a full disk) is not written, and the first such failure is kept for
/// `takeProblem`, to be said once.
public final class OpenAIExchangeLog: Sendable {
  /// The file's path.
  public let path: String
  private let handle: Mutex<FileHandle>
  /// The first failure not yet handed out, and whether one was.
  private let problem = Mutex<(text: String?, reported: Bool)>((nil, false))

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
    do {
      try handle.withLock { try $0.write(contentsOf: line) }
    } catch {
      let reason = (error as NSError).localizedDescription
      problem.withLock {
        if $0.text == nil, !$0.reported {
          $0.text =
            "cannot write the log \(path): \(reason); later exchanges may be missing from it"
        }
      }
    }
  }

  /// Why a line could not be written: the first time only.
  public func takeProblem() -> String? {
    problem.withLock {
      guard let text = $0.text, !$0.reported else { return nil }
      $0 = (nil, true)
      return text
    }
  }

  deinit {
    handle.withLock { try? $0.close() }
  }
}

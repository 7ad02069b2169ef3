public import CallsiteCore
public import Foundation

/// Where a suite's files are: the suite, its results beside it, its runs in its own folder,
/// and the session script it names.
public struct SuiteFiles: Sendable {
  /// The suite file, as the user named it (`content/suites/coffee.suite`).
  public var path: String
  /// The folder paths are relative to (the current directory).
  public var base: URL

  public init(path: String, base: URL) {
    self.path = path
    self.base = base
  }

  private var stem: String { path.hasSuffix(".suite") ? String(path.dropLast(6)) : path }

  /// The results file as the user would name it: `content/suites/coffee.results.json`.
  public var resultsPath: String { stem + ".results.json" }

  /// The folder that holds each run's transcript: `content/suites/coffee/runs`.
  public var runsPath: String { stem + "/runs" }

  /// A path as a file URL.
  public func url(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
  }

  /// The session script a `session NAME` line names: `../sessions/NAME.repl` from the
  /// suite's folder, or a path ending in `.repl` relative to that folder.
  public func sessionPath(_ name: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let relative = name.hasSuffix(".repl") ? name : "../sessions/\(name).repl"
    let joined = folder.isEmpty ? relative : folder + "/" + relative
    return (joined as NSString).standardizingPath
  }

  /// Reads the suite.
  public func loadSuite() throws(SuiteError) -> Suite {
    try SuiteParser.parse(try read(path), path: path)
  }

  /// Reads the results, or nil when there are none yet.
  public func loadResults() throws(SuiteError) -> SuiteResults? {
    guard FileManager.default.fileExists(atPath: url(resultsPath).path) else { return nil }
    let text = try read(resultsPath)
    do {
      return try SuiteResults(json: try JSONValue.parse(text), path: resultsPath)
    } catch let error as SuiteError {
      throw error
    } catch {
      throw SuiteError(
        path: resultsPath, line: (error as? JSONSyntaxError)?.line, "not JSON: \(error)",
        hint: "write it again with repl --suite \(path)")
    }
  }

  /// A file's text, or an error naming it.
  public func read(_ path: String) throws(SuiteError) -> String {
    guard let data = FileManager.default.contents(atPath: url(path).path) else {
      throw SuiteError(
        path: path, line: nil, "cannot read the file", hint: "check the path and its permissions")
    }
    do {
      return try String(strictUTF8: data)
    } catch {
      throw SuiteError(path: path, line: nil, "not UTF-8 text", hint: "save it as UTF-8")
    }
  }
}

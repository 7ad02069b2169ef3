import CallsiteCore
import Foundation

extension BuildDiagnostic {
  /// A file's bytes as text, read strictly as UTF-8, or the diagnostic that names the first
  /// byte that is not (at its line and column, in `step`): the one way gen reads content and
  /// theme files.
  static func text(of data: Data, shown: String, step: String = "load") -> Result<
    String, BuildDiagnostic
  > {
    do {
      return .success(try String(strictUTF8: data))
    } catch {
      return .failure(
        BuildDiagnostic(
          path: shown, line: error.line, column: error.column, step: step, message: error.message
        ))
    }
  }
}

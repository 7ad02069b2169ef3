import CallsiteCore
import Foundation
import HTMLText

extension SitePlan {
  /// Why the output path `relative` could lead outside the output folder, or nil when it
  /// stays inside: the final check on a path, whatever its parts came from. It must be
  /// relative, and each of its parts one path segment (not empty, `.` or `..`, no `\` or
  /// control characters).
  static func outputPathProblem(_ relative: String) -> String? {
    if relative.isEmpty { return "the output path is empty" }
    if relative.hasPrefix("/") { return "the output path \(relative) is absolute" }
    for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
      if let problem = PathSegment.problem(String(part)) {
        return "the output path \(relative) has a part that \(problem)"
      }
    }
    return nil
  }

  /// The refusal of a page whose output path could lead outside the output folder: it is
  /// not rendered or written.
  func refusal(_ page: SitePage) -> PageResult? {
    guard let problem = Self.outputPathProblem(page.outputPath) else { return nil }
    return PageResult(
      page: page, html: nil, record: nil,
      diagnostics: [
        BuildDiagnostic(
          path: display(options.output), step: "write",
          message: "\(problem), so nothing was written there")
      ])
  }
}

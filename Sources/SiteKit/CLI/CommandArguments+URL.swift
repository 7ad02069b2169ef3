import CallsiteCore
import Foundation

extension CommandArguments {
  /// A path from a declared option (or its default, or `.`), relative to the working folder.
  func url(_ option: CommandOption) -> URL {
    URL(
      fileURLWithPath: self[option] ?? ".",
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    .standardizedFileURL
  }
}

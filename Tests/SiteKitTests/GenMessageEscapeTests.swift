import Foundation
import Synchronization
import Testing

@testable import SiteKit

/// What `gen` prints about a hostile lesson: the escape sequences its content holds are shown
/// as text, never sent to the terminal.
@Suite struct GenMessageEscapeTests {
  /// OSC 52 (write the clipboard) and CSI 2 J (clear the screen).
  static let clipboard = "\u{1B}]52;c;aGVsbG8=\u{07}"
  static let clear = "\u{1B}[2J"

  /// A course whose lesson holds both sequences in its front matter, a fence's name and a
  /// link to a lesson that does not exist.
  static func hostileCourse() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write([
      "content/site.json": #"{"title": "Escapes"}"#,
      "content/lessons/01-a/01-one.md": """
      ---
      title: One\(clipboard)
      summary: [\(clear)]
      \(clear)colour\(clipboard): red
      ---
      See [the next](02-missing\(clear).md).

      ```transcript nothing\(clipboard)\(clear)
      ```

      ```tool gone\(clear)
      ```
      """,
    ])
    return folder
  }

  /// Runs `gen` with `arguments` and returns everything it printed.
  static func printed(_ arguments: [String]) async -> String {
    let text = Mutex("")
    let console = MessagePrinter(environment: [:]) { line, _ in text.withLock { $0 += line } }
    _ = await GenCommand.main(arguments, console: console)
    return text.withLock { $0 }
  }

  static func options(_ folder: TemporaryFolder) -> [String] {
    [
      "--content", folder.url.appendingPathComponent("content").path, "--templates",
      Repository.templates.path, "--output", folder.url.appendingPathComponent("site").path,
    ]
  }

  @Test func buildShowsTheEscapesOfAHostileLessonAsText() async throws {
    let folder = try Self.hostileCourse()
    let text = await Self.printed(["build"] + Self.options(folder))
    #expect(text.contains("^[]52;c;aGVsbG8=^G") || text.contains("^[[2J"))
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{07}"))
  }

  @Test func checkShowsTheEscapesOfAHostileLessonAsText() async throws {
    let folder = try Self.hostileCourse()
    let text = await Self.printed(["check"] + Self.options(folder))
    #expect(text.contains("^["))
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{07}"))
  }

  @Test func aColouredDiagnosticKeepsOnlyItsOwnEscapes() {
    let text = Mutex("")
    var console = MessagePrinter(environment: [:]) { line, _ in text.withLock { $0 += line } }
    console.colour = true
    console.diagnostic(
      BuildDiagnostic(path: "a.md", step: "load", message: "bad \(Self.clipboard)"))
    let printed = text.withLock { $0 }
    #expect(printed.contains("^[]52;c;aGVsbG8=^G"))
    #expect(printed.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(!printed.contains("\u{1B}]"))
  }
}

import CallsiteCore
import Foundation

@testable import Playground

/// A playground with `repl`'s own environment (the real tools, the offline model) over a
/// temporary folder, whose base directory may be a folder inside it.
struct StandardPlayground {
  let playground: Playground
  let printed: Printed
  /// The temporary folder.
  let root: URL
  /// The playground's base directory (`root/base`).
  let base: URL
  private let lease: RemovedOnRelease

  init(root existing: URL? = nil, base relative: String = "") {
    let root =
      existing
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-standard-\(UUID().uuidString)")
    let base = relative.isEmpty ? root : root.appendingPathComponent(relative)
    try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    self.lease = RemovedOnRelease(root)
    let printed = Printed()
    self.playground = Playground(
      environment: .standard(baseDirectory: base, environment: [:])
    ) { printed.append($0) }
    self.printed = printed
    self.root = root
    self.base = base
  }

  /// Runs inputs, failing at the first error.
  func run(_ inputs: String...) async throws {
    for input in inputs { _ = try await playground.execute(input) }
  }

  /// The error of an input that must fail.
  func error(_ input: String) async -> PlaygroundError? {
    do {
      _ = try await playground.execute(input)
      return nil
    } catch {
      return error
    }
  }

  /// Writes a file under the root; `executable` makes it a program.
  func write(_ path: String, _ text: String, executable: Bool = false) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    if executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
  }

  /// A file under the root, if it exists.
  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A program that answers 42, whatever it is asked.
  static let answerScript = "#!/bin/sh\ncat >/dev/null\necho 42\n"
}

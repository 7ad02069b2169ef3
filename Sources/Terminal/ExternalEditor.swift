import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the author's editor gave no text back.
public struct EditorFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words.
  public var description: String
}

/// The author's text editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a file holding
/// some text, in the terminal `repl` runs in.
///
/// The command is given to `/bin/sh`, as git and crontab do, so that `EDITOR="code --wait"`
/// works; the file's path reaches it as a positional parameter, never inside the command's
/// text. The editor runs in `repl`'s process group with the terminal as it is, and the
/// file lives in a folder of its own under the temporary folder, removed afterwards.
public enum ExternalEditor {
  /// The editor command the environment names.
  public static func command(in environment: [String: String]) -> String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty {
        return value
      }
    }
    return "vi"
  }

  /// Opens `text` in the editor as a file named `fileName`; the file's text when the editor
  /// exits with status 0.
  public static func edit(
    _ text: String, fileName: String, environment: [String: String]
  ) -> Result<String, EditorFailure> {
    let command = command(in: environment)
    var template = Array((NSTemporaryDirectory() + "/callsite-edit-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      return .failure(EditorFailure(description: "cannot make a folder for the file to edit"))
    }
    let folder = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + fileName
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return .failure(EditorFailure(description: "cannot write \(path): \(error)"))
    }
    let status = run(["/bin/sh", "-c", command + " \"$1\"", "callsite-editor", path])
    guard status == 0 else {
      let shown = status < 0 ? "could not start" : "exited with status \(status)"
      return .failure(EditorFailure(description: "the editor (\(command)) \(shown)"))
    }
    guard let data = FileManager.default.contents(atPath: path),
      let edited = String(data: data, encoding: .utf8)
    else {
      return .failure(
        EditorFailure(description: "the edited file is gone or is not UTF-8 text"))
    }
    return .success(edited)
  }

  /// Runs `argv` with the terminal and waits; its exit status, or -1 when it did not start.
  private static func run(_ argv: [String]) -> Int32 {
    // Threads of the runtime block most signals, and a child keeps that mask: start clean.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], nil, &attributes, &cArgs, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    // Exited normally: its code; killed by a signal: 128 + the signal, as shells say.
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}

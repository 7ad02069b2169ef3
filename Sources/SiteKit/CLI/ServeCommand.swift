import CallsiteCore
import Foundation

/// `gen serve`: build, serve, watch, rebuild, reload.
enum ServeCommand: GenSubcommand {
  /// One line for `gen --help`.
  static let summary = "Build, serve site/ on 127.0.0.1, rebuild on change and reload the browser."

  static let declaration = CommandDeclaration(
    name: "gen serve",
    overview: "Build the site, serve it on 127.0.0.1, rebuild when content/ or templates/ "
      + "change and reload open pages.",
    discussion: "Build errors show in the browser and here.",
    options: [port, host] + BuildCommand.folderOptions + [BuildCommand.draftsOption])

  static let port = CommandOption.value(
    "port", "N", help: "The port; 0 picks a free one.", default: "8000")
  static let host = CommandOption.value(
    "host", "ADDRESS", help: "The address to listen on (127.0.0.1 is this machine only).",
    default: "127.0.0.1")

  static func run(_ args: CommandArguments, console: MessagePrinter) async -> Int32 {
    guard let port = UInt16(args[Self.port] ?? "") else {
      console.error(
        "error: '--port' takes a number from 0 to 65535.\n\(declaration.helpReminder)")
      return UsageError.exitCode
    }
    let options = BuildCommand.options(from: args)
    let session = ServeSession(options: options, console: console)
    let host = args[Self.host] ?? ""
    do {
      let actual = try session.start(host: host, port: port)
      console.out("serving \(options.output.path) at http://\(host):\(actual)/ (Ctrl-C to stop)")
    } catch let diagnostic as BuildDiagnostic {
      console.diagnostic(diagnostic)
      return 1
    } catch {
      console.error("error: \(FileSystemError.describe(error))")
      return 1
    }
    await session.watch()
    return 0
  }
}

import Foundation

/// `gen serve`: build, serve, watch, rebuild, reload.
enum ServeCommand {
  static let help = """
    OVERVIEW: Build the site, serve it on 127.0.0.1, rebuild when content/ or templates/
    change and reload open pages. Build errors show in the browser and here.

    USAGE: gen serve [--port N] [--host ADDRESS] [--content DIR] [--templates DIR] [--output DIR]

    OPTIONS:
      --port N          The port (default: 8000; 0 picks a free one).
      --host ADDRESS    The address to listen on (default: 127.0.0.1, this machine only).
      --content DIR     The content folder (default: content).
      --templates DIR   The theme folder (default: templates).
      --output DIR      Where the site is written (default: site); as for gen build, a
                        folder gen did not build is refused, never replaced.
    """

  static func run(_ arguments: [String], console: Console) async -> Int32 {
    let args: Arguments
    do {
      args = try Arguments(
        arguments, flags: ["help", "drafts"],
        options: ["port", "host", "content", "templates", "output"])
    } catch {
      console.error("error: \(error)\nRun 'gen serve --help' for usage.")
      return 64
    }
    if args.has("help") {
      console.out(help)
      return 0
    }
    guard let port = UInt16(args["port"] ?? "8000") else {
      console.error("error: --port takes a number from 0 to 65535")
      return 64
    }
    let options = BuildCommand.options(from: args)
    let session = ServeSession(options: options, console: console)
    do {
      let actual = try session.start(host: args["host"] ?? "127.0.0.1", port: port)
      console.out(
        "serving \(options.output.path) at http://\(args["host"] ?? "127.0.0.1"):\(actual)/ (Ctrl-C to stop)"
      )
    } catch let diagnostic as BuildDiagnostic {
      console.diagnostic(diagnostic)
      return 1
    } catch {
      console.error("error: \(error)")
      return 1
    }
    await session.watch()
    return 0
  }
}

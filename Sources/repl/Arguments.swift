/// `repl`'s command line.
struct Arguments {
  /// A script to run instead of the interactive session.
  var script: String?
  /// Compare the transcripts the script saves with the files instead of writing them.
  var check = false
  var help = false
  var version = false

  static let usage = """
    usage: repl [--script FILE.repl [--check]]
           repl < FILE.repl

    The Callsite playground: define tools, write instructions and prompts, run turns
    against a model, and save the transcripts. Type :help inside for the commands.

    options:
      --script FILE   run the commands of FILE (one per line) and exit; stops with
                      FILE:LINE: error: … at the first failing command
      --check         with a script: compare each transcript it saves with the saved
                      file instead of writing it, and report the first difference
      --help          show this help
      --version       show the version

    Standard input that is not a terminal is read as a script. History and the journals
    (one per running repl) live in ${CALLSITE_HOME:-~/.callsite}. NO_COLOR turns colour
    off.
    """

  /// Parses the arguments after the program name.
  init(_ argv: [String]) throws(UsageError) {
    var rest = argv[...]
    while let word = rest.popFirst() {
      switch word {
      case "--help", "-h": help = true
      case "--version": version = true
      case "--check": check = true
      case "--script":
        guard let file = rest.popFirst() else { throw UsageError("--script needs a file") }
        script = file
      default:
        if word.hasPrefix("--script=") {
          script = String(word.dropFirst("--script=".count))
        } else if word.hasPrefix("-") {
          throw UsageError("unknown option \(word)")
        } else if script == nil, word.hasSuffix(".repl") {
          script = word
        } else {
          throw UsageError("unexpected argument \(word)")
        }
      }
    }
  }
}

/// A command line `repl` does not understand (exit 64).
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

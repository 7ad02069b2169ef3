import Foundation
import ReplCLI

// `repl`: run in ReplCLI, exit with its code.
exit(await ReplMain.run(arguments: Array(CommandLine.arguments.dropFirst())))

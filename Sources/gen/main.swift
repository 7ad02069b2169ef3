import Foundation
import SiteKit

// `gen`: parse arguments in SiteKit, run, exit with its code.
exit(await GenCommand.main(Array(CommandLine.arguments.dropFirst())))

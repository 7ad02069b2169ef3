import CallsiteCore

/// `:wire`: another name for `:raw`.
enum WireCommand: ReplCommand {
  static let spec = CommandSpec(
    "wire", summary: "The same as :raw.",
    help: "Prints the latest turn's exchanges with the server, as `:raw` does.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    try await RawCommand.run(c, on: playground)
  }
}

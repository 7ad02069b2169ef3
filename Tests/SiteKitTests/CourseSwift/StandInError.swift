/// Why the FoundationModels stand-in could not be built: what to install or fix.
struct StandInError: Error, CustomStringConvertible, Sendable {
  let description: String
  init(_ description: String) { self.description = description }
}

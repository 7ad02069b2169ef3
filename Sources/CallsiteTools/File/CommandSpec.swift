/// A program a `command` tool runs.
public struct CommandSpec: Sendable, Equatable {
  /// The program and its arguments; relative paths resolve against the tool file's folder.
  public var argv: [String]
  /// How long the program may run before its process group is killed.
  public var timeoutSeconds: Double
  /// Names of environment variables passed through to the program.
  public var environment: [String]
  /// Whether the same arguments always give the same output (for drift checks).
  public var deterministic: Bool

  /// The default time limit, in seconds.
  public static let defaultTimeout: Double = 10

  public init(
    argv: [String], timeoutSeconds: Double = CommandSpec.defaultTimeout,
    environment: [String] = [], deterministic: Bool = true
  ) {
    self.argv = argv
    self.timeoutSeconds = timeoutSeconds
    self.environment = environment
    self.deterministic = deterministic
  }
}

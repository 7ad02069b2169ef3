extension TurnMachine {
  /// The outcome of running one tool.
  public struct ToolRunResult: Sendable {
    /// The output, or the error the tool threw.
    public var result: Result<ToolOutput, any Error>
    /// Wall time of the call.
    public var milliseconds: Int

    public init(result: Result<ToolOutput, any Error>, milliseconds: Int) {
      self.result = result
      self.milliseconds = milliseconds
    }
  }
}

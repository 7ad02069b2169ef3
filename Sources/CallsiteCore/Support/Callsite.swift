/// Facts about this build of Callsite.
public enum Callsite {
  /// The version, written into transcripts and printed by `--version`.
  public static let version = "0.1.0"
  /// The context window assumed when nothing else says: FoundationModels' on-device model.
  public static let defaultContextSize = 4096
}

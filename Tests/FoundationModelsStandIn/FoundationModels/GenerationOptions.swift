/// How a response is sampled. FM: generationoptions
public struct GenerationOptions: Sendable, Equatable {
  /// FM: generationoptions/samplingmode
  public struct SamplingMode: Sendable, Equatable {
    /// FM: generationoptions/samplingmode/greedy
    public static var greedy: SamplingMode { SamplingMode() }
    /// FM: generationoptions/samplingmode/random(top:seed:)
    public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode() }
    /// FM: generationoptions/samplingmode/random(probabilitythreshold:seed:)
    public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode()
    }
  }

  /// FM: generationoptions/sampling
  public var sampling: SamplingMode?
  /// FM: generationoptions/temperature
  public var temperature: Double?
  /// FM: generationoptions/maximumresponsetokens
  public var maximumResponseTokens: Int?
  /// The storage of `toolCallingMode` (27.0), which Apple declares as a stored property.
  var toolCallingModeKind: Int?

  /// FM: generationoptions/init(sampling:temperature:maximumresponsetokens:)
  public init(
    sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil
  ) {
    self.sampling = sampling
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}

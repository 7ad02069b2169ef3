/// A constraint on what the model may generate for one property. FM: generationguide
public struct GenerationGuide<Value>: Sendable {
  init() {}
}

extension GenerationGuide where Value == String {
  /// FM: generationguide/anyof(_:)
  public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init() }
  /// FM: generationguide/constant(_:)
  public static func constant(_ value: String) -> GenerationGuide<String> { .init() }
  /// FM: generationguide/pattern(_:)
  public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> {
    .init()
  }
}

extension GenerationGuide where Value == Int {
  /// FM: generationguide/range(_:)
  public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { .init() }
  /// FM: generationguide/minimum(_:)
  public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init() }
  /// FM: generationguide/maximum(_:)
  public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init() }
}

extension GenerationGuide where Value == Double {
  /// FM: generationguide/range(_:)
  public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { .init() }
  /// FM: generationguide/minimum(_:)
  public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init() }
  /// FM: generationguide/maximum(_:)
  public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init() }
}

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

/// The `Value` of an array's guides in the stand-in. Apple's array guides are generic over
/// the element (`GenerationGuide<[Element]>`); without the property's type the stand-in
/// cannot infer that element, so its array guides share this one marker type.
public enum GuidedArray {}

extension GenerationGuide where Value == GuidedArray {
  /// FM: generationguide/count(_:)-(int)
  public static func count(_ count: Int) -> Self { .init() }
  /// FM: generationguide/count(_:)-(closedrange<int>)
  public static func count(_ count: ClosedRange<Int>) -> Self { .init() }
  /// FM: generationguide/minimumcount(_:)
  public static func minimumCount(_ count: Int) -> Self { .init() }
  /// FM: generationguide/maximumcount(_:)
  public static func maximumCount(_ count: Int) -> Self { .init() }
  /// FM: generationguide/element(_:), for strings
  public static func element(_ guide: GenerationGuide<String>) -> Self { .init() }
  /// FM: generationguide/element(_:), for integers
  public static func element(_ guide: GenerationGuide<Int>) -> Self { .init() }
  /// FM: generationguide/element(_:), for numbers
  public static func element(_ guide: GenerationGuide<Double>) -> Self { .init() }
}

/// The schema of a generable type, as the model receives it. FM: generationschema
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
  /// A property of an object schema. FM: generationschema/property
  public struct Property: Sendable {
    /// FM: generationschema/property/init(name:description:type:guides:)
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value.Type,
      guides: [GenerationGuide<Value>] = []
    ) {}
  }

  /// FM: generationschema/init(type:description:properties:)
  public init(
    type: any Generable.Type, description: String? = nil, properties: [Property]
  ) {}

  /// FM: generationschema/init(type:description:anyof:)
  public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {}

  public var debugDescription: String { "GenerationSchema" }
}

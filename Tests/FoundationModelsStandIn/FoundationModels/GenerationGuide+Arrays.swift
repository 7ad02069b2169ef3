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

/// How one property is written: its Swift type, its `@Guide`, and comments for what the
/// schema says that Swift cannot.
struct SwiftPropertyPlan: Equatable {
  /// The Swift type, without the `?` of an optional.
  var baseType: String
  /// The guide's description.
  var description: String?
  /// Guide expressions such as `.anyOf(["a", "b"])` or `.count(3)`.
  var guides: [String] = []
  /// Comment lines (without `// `) written above the property.
  var notes: [String] = []
  /// Whether the property may be absent.
  var isOptional = false

  /// The type as declared: `T` or `T?`.
  var swiftType: String { isOptional ? baseType + "?" : baseType }

  /// `@Guide(description: "…", guides…)`, or `nil` when there is nothing to say.
  var guideAttribute: String? {
    var arguments: [String] = []
    if let description, !description.isEmpty {
      arguments.append("description: \(SwiftLiteral.string(description))")
    }
    arguments += guides
    return arguments.isEmpty ? nil : "@Guide(\(arguments.joined(separator: ", ")))"
  }
}

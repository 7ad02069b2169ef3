public import CallsiteCore

/// Whether and which tool the model must call (`tool_choice`).
public enum OpenAIToolChoice: Sendable, Equatable, CustomStringConvertible {
  /// The model decides.
  case auto
  /// The model must not call tools.
  case none
  /// The model must call some tool.
  case required
  /// The model must call this tool.
  case function(String)

  /// Reads `auto`, `none`, `required`, or a tool's name.
  public init(parsing text: String) {
    switch text {
    case "auto": self = .auto
    case "none": self = .none
    case "required": self = .required
    default: self = .function(text)
    }
  }

  /// The value of the request's `tool_choice` field.
  public var json: JSONValue {
    switch self {
    case .auto: return "auto"
    case .none: return "none"
    case .required: return "required"
    case .function(let name): return ["type": "function", "function": ["name": .string(name)]]
    }
  }

  /// Whether it names a tool.
  public var isFunction: Bool {
    if case .function = self { return true }
    return false
  }

  /// `auto`, `none`, `required`, or the tool's name.
  public var description: String {
    switch self {
    case .auto: return "auto"
    case .none: return "none"
    case .required: return "required"
    case .function(let name): return name
    }
  }
}

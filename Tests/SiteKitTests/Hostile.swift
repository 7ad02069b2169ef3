import CallsiteCore

/// Hostile text for every field a transcript, a tool file, front matter and `site.json` can
/// hold: each value, if any renderer let it through unescaped, would run a script, add a
/// handler, or close the markup around it. Each carries a mark naming its field, so a test
/// can see that the field reached the page at all.
enum Hostile {
  /// Breaks out of text, of either kind of quoted attribute, and of the step's elements.
  static func text(_ mark: String) -> String {
    "\(mark)<script>window.__pwned='\(mark)'</script>\"><img src=x onerror=\"window.__pwned=1\">"
      + "'><svg onload=alert(1)></details></pre></code></li></ol><details open><summary>&amp;"
  }

  /// The same with no `/`, for names that JSON pointers split (`$defs` keys) and file names.
  static func name(_ mark: String) -> String {
    "\(mark)\"><img src=x onerror=alert(1)>'<b onmouseover=alert(1)>&"
  }

  /// Markdown for a model's response: raw HTML blocks and inlines, and links and images to
  /// `javascript:`, `vbscript:` and `data:` URLs, plainly, as autolinks and behind references.
  static func markdown(_ mark: String) -> String {
    text(mark) + "\n\n[link \(mark)](javascript:window.__pwned=1) ![image](javascript:alert(1)) "
      + "<javascript:alert(1)> [entity](javascript&#58;alert(1)) [upper](JaVaScRiPt:alert(1)) "
      + "[vb](vbscript:msgbox(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) "
      + "[ref][r]\n\n[r]: javascript:alert(1)\n\n<div onclick=\"alert(1)\">raw block</div>\n\n"
      + "<script>window.__pwned=2</script>\n\n</details>\n"
  }

  /// The arguments of a tool's schema, with hostile names, descriptions, enum values, title,
  /// pattern and a `$defs` entry that a property refers to.
  static func schema(_ mark: String) -> JSONValue {
    let def = name("\(mark)-def")
    var properties = JSONObject()
    properties[text("\(mark)-param")] = [
      "type": "string", "description": .string(text("\(mark)-param-description")),
      "enum": [.string(text("\(mark)-enum")), "plain"],
    ]
    properties["pattern"] = ["type": "string", "pattern": .string(text("\(mark)-pattern"))]
    properties["nested"] = ["$ref": .string("#/$defs/" + def)]
    properties["count"] = ["type": "integer", "minimum": 1, "maximum": 5]
    var defs = JSONObject()
    defs[def] = [
      "type": "object", "title": .string(name("\(mark)-def-title")),
      "properties": ["x": ["type": "string", "description": .string(text("\(mark)-def-field"))]],
    ]
    return [
      "type": "object", "title": .string(text("\(mark)-title")),
      "description": .string(text("\(mark)-description")), "properties": .object(properties),
      "required": [.string(text("\(mark)-param"))], "additionalProperties": false,
      "$defs": .object(defs),
    ]
  }

  /// A tool definition with hostile name, description and schema.
  static func tool(_ mark: String) -> JSONValue {
    [
      "type": "function",
      "function": [
        "name": .string(text("\(mark)-name")), "description": .string(text("\(mark)-summary")),
        "parameters": schema(mark),
      ],
    ]
  }
}

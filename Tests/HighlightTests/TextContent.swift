/// The text a browser would show for highlighter output: tags removed, the five entities that
/// `htmlEscaped` writes decoded. Written independently of the highlighter so tests can check it.
func textContent(ofHTML html: String) -> String {
  var text = ""
  var scalars = html.unicodeScalars[...]
  while let scalar = scalars.first {
    if scalar == "<" {
      guard let close = scalars.firstIndex(of: ">") else { return text + String(scalars) }
      scalars = scalars[scalars.index(after: close)...]
    } else if scalar == "&" {
      let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
      let match = entities.first { String(scalars.prefix($0.key.unicodeScalars.count)) == $0.key }
      guard let (entity, character) = match else {
        text.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
        continue
      }
      text += character
      scalars = scalars.dropFirst(entity.unicodeScalars.count)
    } else {
      text.unicodeScalars.append(scalar)
      scalars = scalars.dropFirst()
    }
  }
  return text
}

/// The scalars of `string`, for comparisons that ignore no difference (`==` on `String`
/// treats canonically equivalent strings as equal).
func scalars(_ string: String) -> [Unicode.Scalar] {
  Array(string.unicodeScalars)
}

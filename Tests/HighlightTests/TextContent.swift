/// The text a browser would show for highlighter output: tags removed, the five entities that
/// `htmlEscaped` writes decoded. Written independently of the highlighter so tests can check it.
func textContent(ofHTML html: String) -> String {
  let entities: [(entity: [UInt8], character: UInt8)] = [
    (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
    (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
    (Array("&#39;".utf8), UInt8(ascii: "'")),
  ]
  let bytes = Array(html.utf8)
  var text: [UInt8] = []
  var index = 0
  while index < bytes.count {
    let rest = bytes[index...]
    if bytes[index] == UInt8(ascii: "<") {
      index = (rest.firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
    } else if bytes[index] == UInt8(ascii: "&"),
      let match = entities.first(where: { rest.starts(with: $0.entity) })
    {
      text.append(match.character)
      index += match.entity.count
    } else {
      text.append(bytes[index])
      index += 1
    }
  }
  return String(decoding: text, as: UTF8.self)
}

/// The number of `<` and `>` in `html` that are not part of a highlighter span tag: text that
/// escaped escaping. (Quotes are left as they are between tags, where they mean nothing.)
func strayMarkupCharacters(inHTML html: String, tags: [String]) -> Int {
  let tagBytes = tags.map { Array($0.utf8) }
  let bytes = Array(html.utf8)
  var stray = 0
  var index = 0
  while index < bytes.count {
    let rest = bytes[index...]
    if bytes[index] == UInt8(ascii: "<"), let tag = tagBytes.first(where: { rest.starts(with: $0) })
    {
      index += tag.count
      continue
    }
    if bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") {
      stray += 1
    }
    index += 1
  }
  return stray
}

/// The scalars of `string`, for comparisons that ignore no difference (`==` on `String`
/// treats canonically equivalent strings as equal).
func scalars(_ string: String) -> [Unicode.Scalar] {
  Array(string.unicodeScalars)
}

/// Where `actual` first differs from `expected`, scalar by scalar, or `nil` when they are the
/// same: a short failure message instead of two long arrays.
func firstDifference(_ actual: String, from expected: String) -> String? {
  let actual = scalars(actual)
  let expected = scalars(expected)
  guard actual != expected else { return nil }
  let common = min(actual.count, expected.count)
  let index = (0..<common).first { actual[$0] != expected[$0] } ?? common
  let got = index < actual.count ? actual[index].escaped(asASCII: true) : "the end"
  let wanted = index < expected.count ? expected[index].escaped(asASCII: true) : "the end"
  return "scalar \(index): expected \(wanted), got \(got)"
}

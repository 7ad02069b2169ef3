import CallsiteCore

/// Which items of a list answer the prompt, and how each is written on one line.
extension AnswerWriter {
  /// The items of a list the prompt asks about, each as one line.
  ///
  /// 1. Items whose label shares a word with the prompt (*tonight*, *Saturday*; *weekend*
  ///    counts as Saturday and Sunday), leaving out words the tool's own definition uses.
  /// 2. Else, for *today* or *tomorrow*, the items whose first date-time falls on that day
  ///    (the first item's day is today).
  /// 3. Else, when the prompt asks about a number the items carry through a word of
  ///    `AnswerFacets` (*rain* and the chance of precipitation; not *3 bedrooms*), the items with the highest values (the lowest for *cold*, *cool*,
  ///    *cheap*), in their order.
  /// 4. Else the first items.
  ///
  /// When rule 3 chose them, a sentence names the extreme value and its item: *The highest
  /// chance of precipitation is 60% (Saturday Night).*
  static func items(_ objects: [JSONObject], _ c: Context) -> (lines: [String], note: String?) {
    let (chosen, extreme) = select(objects, c)
    let lines = chosen.map { line($0, c) }
    guard let (key, low) = extreme else { return (lines, nil) }
    let value = { (o: JSONObject) in
      (o[key]?.numberValue ?? o[key]?["value"]?.numberValue)?.doubleValue
    }
    let values = chosen.compactMap(value)
    guard let target = low ? values.min() : values.max(),
      let best = chosen.first(where: { value($0) == target }),
      let amount = AnswerValues.quantity(key, in: best)
    else { return (lines, nil) }
    let label = labelMember(of: best).map { " (\($0.value))" } ?? ""
    let note =
      "The \(low ? "lowest" : "highest") \(AnswerValues.humanize(key)) is \(amount)\(label)."
    return (lines, note)
  }

  static func select(
    _ objects: [JSONObject], _ c: Context
  ) -> (items: [JSONObject], extreme: (key: String, low: Bool)?) {
    let narrowing = c.itemWords.subtracting(c.toolWords)
    let byLabel = objects.filter { o in
      guard let label = labelMember(of: o)?.value else { return false }
      return Words.all(label).contains(where: narrowing.contains)
    }
    if !byLabel.isEmpty { return (Array(byLabel.prefix(labelItemLimit)), nil) }
    let days = objects.map { o in
      o.lazy.compactMap { $0.value.stringValue.flatMap(AnswerValues.dateTime)?.day }.first
    }
    if let today = days.first ?? nil {
      let wanted =
        c.prompt.wordSet.contains("tomorrow")
        ? AnswerValues.nextDay(today) : c.prompt.wordSet.contains("today") ? today : nil
      if let wanted {
        let onDay = zip(objects, days).filter { $0.1 == wanted }.map(\.0)
        if !onDay.isEmpty { return (Array(onDay.prefix(labelItemLimit)), nil) }
      }
    }
    if let key = objects.first?.first(where: { m in
      AnswerValues.keyWords(m.key).contains(where: c.groupFacets.contains)
        && AnswerValues.quantity(m.key, in: objects[0]) != nil
    })?.key {
      let low = !c.prompt.wordSet.isDisjoint(with: AnswerFacets.lowWords)
      let value = { (o: JSONObject) -> Double in
        let n = o[key]?.numberValue ?? o[key]?["value"]?.numberValue
        return n?.doubleValue ?? (low ? .infinity : -.infinity)
      }
      let ranked = objects.indices.sorted {
        let (a, b) = (value(objects[$0]), value(objects[$1]))
        return a != b ? (low ? a < b : a > b) : $0 < $1
      }
      return (ranked.prefix(itemLimit).sorted().map { objects[$0] }, (key, low))
    }
    return (Array(objects.prefix(itemLimit)), nil)
  }

  /// One item: its label, its describing text, then the values the prompt asks about (or
  /// its numbers, when it asks about none): *Tonight: Partly Cloudy, 56°F, 20% chance of
  /// precipitation*.
  static func line(_ o: JSONObject, _ c: Context) -> String {
    let label = labelMember(of: o)
    var parts: [String] = []
    if let d = o.first(where: { m in
      m.key != label?.key && (m.value.stringValue?.count ?? 99) <= 60
        && AnswerValues.keyWords(m.key).contains(where: describingWords.contains)
    }) {
      parts.append(d.value.stringValue ?? "")
    }
    var relevant: [String] = []
    var numbers: [String] = []
    for m in o where m.key != label?.key {
      let words = AnswerValues.keyWords(m.key)
      if words.contains(where: skippedKeys.contains) || m.key.hasSuffix("Unit") { continue }
      guard let q = AnswerValues.quantity(m.key, in: o) else { continue }
      let name = AnswerValues.humanize(m.key)
      let text: String
      if q.hasSuffix("°F") || q.hasSuffix("°C") {
        text = q
      } else if q.hasSuffix("%") {
        text = "\(q) \(name)"
      } else if let last = name.split(separator: " ").last, last.count > 3, last.hasSuffix("s") {
        text = q == "1" ? "1 \(name.dropLast())" : "\(q) \(name)"
      } else {
        text = "\(name) \(q)"
      }
      if words.contains(where: c.facets.contains) {
        relevant.append(text)
      } else {
        numbers.append(text)
      }
    }
    parts += relevant + numbers.prefix(max(0, 3 - relevant.count))
    if parts.isEmpty, label == nil {
      parts = [o.compactMap { $0.value.stringValue }.joined(separator: " ")]
    }
    let body = parts.joined(separator: ", ")
    guard let label else { return body }
    return body.isEmpty ? label.value : "\(label.value): \(body)"
  }
}

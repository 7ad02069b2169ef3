import CallsiteCore

extension SitePlan {
  /// Every comparison the lessons' ` ```compare ` blocks name, once each, in reading order;
  /// a block naming fewer than two transcripts or one the site does not have gets no page
  /// (its lesson reports it).
  static func comparisons(nav: Navigation, content: SiteContent) -> [[String]] {
    var seen = Set<[String]>()
    var out: [[String]] = []
    for entry in nav.order {
      for names in entry.lesson.embeds.compares
      where names.count >= 2 && names.allSatisfy({ content.transcripts[$0] != nil })
        && seen.insert(names).inserted
      {
        out.append(names)
      }
    }
    return out
  }

  /// The lessons, by index in reading order, with a block comparing `names`.
  func lessonsComparing(_ names: [String]) -> [Int] {
    nav.order.indices.filter { nav.order[$0].lesson.embeds.compares.contains(names) }
  }

  /// A page per comparison, keyed on its transcripts (the only inputs of its alignment),
  /// the tool files (steps link to tool pages and check calls against schemas) and the
  /// lessons that show it, each continuing `start` (the hash of the inputs every page shares).
  func comparePages(start: FastHash, toolsHash: String) -> [SitePage] {
    comparisons.map { names in
      var h = start
      h.combine("compare")
      for name in names {
        h.combine(name)
        h.combine(content.transcripts[name]!.hash)
      }
      h.combine(toolsHash)
      for i in lessonsComparing(names) { h.combine(nav.order[i].lesson.outputPath) }
      return SitePage(kind: .compare(names), outputPath: ComparePages.path(names), key: h.hex)
    }
  }
}

extension SitePlan {
  /// The comparisons that include the transcript `name` (every comparison when nil), as
  /// links for a template: `title`, `url` from the root, and `last` on the last one.
  func comparisonLinks(of name: String? = nil) -> [JSONValue] {
    let chosen = name.map { comparisonsByTranscript[$0] ?? [] } ?? comparisons
    return chosen.enumerated().map { i, names in
      [
        "title": .string(ComparePages.listed(names)), "url": .string(ComparePages.path(names)),
        "last": .bool(i == chosen.count - 1),
      ]
    }
  }

  /// A hash of the comparisons' names, for the key of the index that lists them.
  func comparisonsKey() -> String {
    var h = FastHash()
    for names in comparisons { h.combine(ComparePages.slug(names)) }
    return h.hex
  }

  /// For each transcript in a comparison, a hash of the comparisons it is in, for its
  /// page's key; made in one pass over the comparisons.
  func comparisonKeysByTranscript() -> [String: String] {
    comparisonsByTranscript.mapValues { list in
      var h = FastHash()
      for names in list { h.combine(ComparePages.slug(names)) }
      return h.hex
    }
  }
}

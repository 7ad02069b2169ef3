extension SitePlan {
  /// Every comparison the lessons' ` ```compare ` blocks name, once each, in reading order;
  /// a block naming fewer than two transcripts or one the site does not have gets no page
  /// (its lesson reports it).
  var comparisons: [[String]] {
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

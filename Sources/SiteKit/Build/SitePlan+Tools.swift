import CallsiteCore

extension SitePlan {
  /// A page per tool file, keyed on what it shows: the tool file, every transcript (any of
  /// them may offer the tool, and which do is known only once they are read), and the
  /// lessons' embeds (which lessons show the tool or such a transcript); lesson titles and
  /// paths are in the navigation's hash, which every key holds. `start` is the hash of the
  /// inputs every page shares, which each key continues.
  func toolPages(start: FastHash) -> [SitePage] {
    guard !content.tools.isEmpty else { return [] }
    var uses = FastHash()
    for name in transcriptNames { uses.combine(content.transcripts[name]!.hash) }
    for entry in nav.order {
      let e = entry.lesson.embeds
      uses.combine(entry.lesson.outputPath)
      uses.combine(e.transcripts.joined(separator: " "))
      uses.combine(e.tools.joined(separator: " "))
    }
    let usesHash = uses.hex
    return content.tools.keys.sorted().map { name in
      var h = start
      h.combine("tool")
      h.combine(name)
      h.combine(content.tools[name]!.hash)
      h.combine(usesHash)
      return SitePage(kind: .tool(name), outputPath: ToolPages.path(name), key: h.hex)
    }
  }
}

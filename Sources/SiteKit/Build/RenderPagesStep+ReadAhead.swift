extension RenderPagesStep {
  /// From how many pages to render a build reads their files ahead (`ReadAhead.Window`): a
  /// smaller build renders in a few seconds, before the files the content step read can
  /// have left the page cache.
  static let readAheadPages = 1_000

  /// The files each page of `order` reads as it renders, by position in `order`: a lesson's
  /// Markdown and the transcripts it embeds, a transcript's JSON, the home page's Markdown.
  /// A transcript is listed at the first page that reads it (it is decoded once a build),
  /// and a page the build reuses reads nothing.
  static func filesRead(
    order: [Int], pages: [SitePage], reusable: [Bool], plan: SitePlan
  ) -> [[String]] {
    var listed = Set<String>()
    listed.reserveCapacity(plan.content.transcripts.count)
    return order.map { i in
      guard !reusable[i] else { return [] }
      var files: [String] = []
      func transcript(_ name: String) {
        guard listed.insert(name).inserted, let loaded = plan.content.transcripts[name] else {
          return
        }
        files.append(loaded.sourceFile)
      }
      switch pages[i].kind {
      case .lesson(let n):
        let lesson = plan.nav.order[n].lesson
        files.append(lesson.bodyText.path)
        lesson.embeds.transcripts.forEach(transcript)
      case .transcript(let name): transcript(name)
      case .home: if let home = plan.content.home { files.append(home.bodyText.path) }
      default: break
      }
      return files.filter { !$0.isEmpty }
    }
  }
}

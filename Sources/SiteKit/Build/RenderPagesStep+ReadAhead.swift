import Synchronization

extension RenderPagesStep {
  /// From how many pages to render a build reads their files ahead (`ReadAhead.Window`): a
  /// smaller build renders in a few seconds, before the files the content step read can
  /// have left the page cache.
  static let readAheadPages = 1_000

  /// The files each page of a render order reads as it renders, asked by position in the
  /// order: a lesson's Markdown and the transcripts it embeds, a transcript's JSON, the home
  /// page's Markdown. A transcript is listed once, at the first page asked about that reads
  /// it (it is decoded once a build), and a page the build reuses reads nothing. Asked on
  /// the read-ahead's threads, so the render does not wait for a list of every page.
  final class FilesRead: Sendable {
    private let order: [Int]
    private let pages: [SitePage]
    private let reusable: [Bool]
    private let plan: SitePlan
    /// Transcripts already listed, by name.
    private let listed = Mutex(Set<String>())

    init(order: [Int], pages: [SitePage], reusable: [Bool], plan: SitePlan) {
      (self.order, self.pages, self.reusable, self.plan) = (order, pages, reusable, plan)
    }

    /// The files of the page at `position` in the order.
    func callAsFunction(_ position: Int) -> [String] {
      let i = order[position]
      guard !reusable[i] else { return [] }
      var files: [String] = []
      func add(_ path: String) { if !path.isEmpty { files.append(path) } }
      func transcript(_ name: String) {
        guard let loaded = plan.content.transcripts[name],
          listed.withLock({ $0.insert(name).inserted })
        else { return }
        add(loaded.sourceFile)
      }
      switch pages[i].kind {
      case .lesson(let n):
        let lesson = plan.nav.order[n].lesson
        add(lesson.bodyText.path)
        lesson.embeds.transcripts.forEach(transcript)
      case .transcript(let name): transcript(name)
      case .home: if let home = plan.content.home { add(home.bodyText.path) }
      default: break
      }
      return files
    }
  }
}

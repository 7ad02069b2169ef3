import CallsiteCore
import Foundation

extension SitePlan {
  /// The running program's size and modification time: a rebuilt `gen` renders every page
  /// again, since its code is an input of every page too.
  static let executableFingerprint: String = {
    let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return ""
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size):\(date)"
  }()

  /// Every page of the site, each with its key (the hash of everything it is made from),
  /// in a fixed order: home, lessons, transcripts, tools, comparisons, scorecards, the
  /// transcript and search indexes, the 404 page.
  func pages() -> [SitePage] {
    var pages: [SitePage] = []
    pages.reserveCapacity(nav.order.count + transcriptNames.count + 64)
    // A page's key: the shared inputs, then each part (a part's length goes in with it, so
    // parts cannot run into each other). The shared inputs are hashed once, and each page
    // starts from a copy of that state.
    var start = FastHash()
    start.combine(sharedKey)
    start.combine(nav.hash)
    // Inputs shared by many pages, hashed once.
    let toolsHash = self.toolsHash
    pages.append(homePage(start: start))
    pages += lessonPages(start: start, toolsHash: toolsHash)
    pages += transcriptPages(start: start, toolsHash: toolsHash)
    pages += toolPages(start: start)
    pages += comparePages(start: start, toolsHash: toolsHash)
    pages += scorecardPages(start: start, toolsHash: toolsHash)
    pages += indexPages(start: start)
    return pages
  }

  /// The home page, keyed on its text and every lesson's summary (it lists them).
  func homePage(start: FastHash) -> SitePage {
    var home = start
    for part in ["home", content.home?.bodyHash ?? "", content.home?.title ?? ""] {
      home.combine(part)
    }
    for entry in nav.order { home.combine(entry.lesson.summary) }
    return SitePage(kind: .home, outputPath: "index.html", key: home.hex)
  }

  /// A page per lesson, keyed on its file, front matter, the transcripts and tools it embeds
  /// and the suites; thousands of them, keyed on all cores, from local tables.
  func lessonPages(start: FastHash, toolsHash: String) -> [SitePage] {
    let order = nav.order
    let transcripts = content.transcripts
    let tools = content.tools
    // A lesson's scorecard blocks show a suite's results; the embeds do not list them, so
    // every lesson's key takes every suite's (a suite changes rarely, and lessons are cheap).
    var suites = FastHash()
    for name in scorecards.names { suites.combine(scorecards.cards[name]!.hash) }
    let suitesKey = suites.hex
    return ParallelMap.map(Array(order.indices)) { i -> SitePage in
      let lesson = order[i].lesson
      var h = start
      h.combine("lesson")
      h.combine(suitesKey)
      h.combine(lesson.sourcePath)
      h.combine(lesson.bodyHash)
      for field in lesson.frontMatter {
        h.combine(field.key)
        h.combine(field.value)
      }
      let e = lesson.embeds
      for name in e.transcripts {
        h.combine(transcripts[name]?.hash ?? "missing:\(name)")
      }
      for name in e.tools { h.combine(tools[name]?.hash ?? "missing:\(name)") }
      if !e.transcripts.isEmpty { h.combine(toolsHash) }
      return SitePage(kind: .lesson(i), outputPath: lesson.outputPath, key: h.hex)
    }
  }

  /// A page per transcript, keyed on the transcript, the tools, the lessons that embed it
  /// and the comparisons it is in (its page lists them).
  func transcriptPages(start: FastHash, toolsHash: String) -> [SitePage] {
    let order = nav.order
    let transcripts = content.transcripts
    let uses = transcriptUses
    let compareKeys = comparisonKeysByTranscript()
    return ParallelMap.map(transcriptNames) { name -> SitePage in
      var h = start
      h.combine("transcript")
      h.combine(transcripts[name]!.hash)
      h.combine(toolsHash)
      for i in uses[name]?.lessons ?? [] { h.combine(order[i].lesson.outputPath) }
      h.combine(compareKeys[name] ?? "")
      return SitePage(
        kind: .transcript(name), outputPath: "transcripts/\(name)/index.html", key: h.hex)
    }
  }

  /// The transcript index's pages, the search page's pages and the 404 page.
  func indexPages(start: FastHash) -> [SitePage] {
    func key(_ parts: String...) -> String {
      var h = start
      for p in parts { h.combine(p) }
      return h.hex
    }
    var pages: [SitePage] = []
    let transcripts = content.transcripts
    let listPages = max(
      1, (transcriptNames.count + Self.indexPageSize - 1) / Self.indexPageSize)
    var list = FastHash()
    for name in transcriptNames { list.combine(transcripts[name]!.hash) }
    let transcriptList = list.hex
    for p in 0..<listPages {
      pages.append(
        SitePage(
          kind: .transcriptIndex(page: p, of: listPages),
          outputPath: p == 0 ? "transcripts/index.html" : "transcripts/\(p + 1)/index.html",
          key: key("transcripts", String(p), transcriptList, comparisonsKey())))
    }
    let entries = nav.order.count + transcriptNames.count
    let searchPages = max(1, (entries + Self.indexPageSize - 1) / Self.indexPageSize)
    var names = FastHash()
    for name in transcriptNames { names.combine(name) }
    for entry in nav.order { names.combine(entry.lesson.summary) }
    for name in scorecards.names { names.combine(scorecards.cards[name]!.hash) }
    let namesAndSummaries = names.hex
    for p in 0..<searchPages {
      pages.append(
        SitePage(
          kind: .searchIndex(page: p, of: searchPages),
          outputPath: p == 0 ? "search/index.html" : "search/\(p + 1)/index.html",
          key: key("search", String(p), namesAndSummaries)))
    }
    pages.append(SitePage(kind: .notFound, outputPath: "404.html", key: key("404")))
    return pages
  }

  /// A hash of every tool file: transcripts mark calls that no longer validate.
  var toolsHash: String {
    var h = FastHash()
    for name in content.tools.keys.sorted() { h.combine(content.tools[name]!.hash) }
    return h.hex
  }
}

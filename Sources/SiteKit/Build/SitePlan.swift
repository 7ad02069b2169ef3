import CallsiteCore
import Foundation
import Markdown
import Mustache

/// The plan of a build: which pages exist, what each is made from, and how to render one.
struct SitePlan: Sendable {
  let content: SiteContent
  let theme: Theme
  let options: BuildOptions
  let display: PathDisplay
  let nav: Navigation
  /// How the lessons use each transcript they embed.
  struct TranscriptUses: Sendable {
    /// How many pages show its full list of steps (its own page and lessons).
    var steps = 1
    /// How many renders decode it (lessons, its own page, the transcripts index).
    var decodes = 1
    /// The lessons that embed it, by index in reading order.
    var lessons: [Int] = []
  }
  /// By transcript name: one table, filled in one pass over the lessons.
  let transcriptUses: [String: TranscriptUses]
  /// Lessons that embed the transcript `name`.
  func embeddedIn(_ name: String) -> [Int] { transcriptUses[name]?.lessons ?? [] }
  /// A hash of the whole site's shared inputs: theme, site.json.
  let sharedKey: String
  /// Transcript steps rendered once and shared by lessons and transcript pages.
  let stepsCache = RenderCache<String>()
  /// Decoded transcripts, kept until the last page that needs them is rendered.
  let transcriptCache = RenderCache<Result<Transcript, BuildDiagnostic>>()

  /// A transcript, decoded once and shared by the pages that need it.
  func transcript(_ name: String) throws(BuildDiagnostic) -> Transcript {
    guard let loaded = content.transcripts[name] else {
      throw BuildDiagnostic(
        path: "content/transcripts/\(name).json", step: "load", message: "no such transcript")
    }
    let result = transcriptCache.value(
      for: name, uses: transcriptUses[name]?.decodes ?? 1
    ) {
      Result { () throws(BuildDiagnostic) in
        let transcript = try loaded.decoded()
        transcriptFacts.set(name, TranscriptFacts(transcript))
        return transcript
      }
    }
    return try result.get()
  }

  /// What the transcripts index shows of a transcript: noted when its pages decode it, so
  /// the index (rendered last) need not decode every transcript again, nor keep them all.
  let transcriptFacts = FactsCache()

  /// The facts of a transcript, noted or decoded now.
  func facts(_ name: String) throws(BuildDiagnostic) -> TranscriptFacts {
    if let known = transcriptFacts.get(name) { return known }
    guard let loaded = content.transcripts[name] else {
      throw BuildDiagnostic(
        path: "content/transcripts/\(name).json", step: "load", message: "no such transcript")
    }
    return TranscriptFacts(try loaded.decoded())
  }

  /// The order to render pages in: each transcript's page right after the last lesson that
  /// embeds it, so its decoded form and rendered steps are dropped early; index pages last.
  func renderOrder(_ pages: [SitePage]) -> [Int] {
    // Arrays by lesson number: this runs on every build, ten thousand lessons or not.
    var lessonAt = [Int](repeating: -1, count: nav.order.count)
    var transcripts: [(name: String, page: Int)] = []
    var rest: [Int] = []
    for i in pages.indices {
      switch pages[i].kind {
      case .lesson(let n): lessonAt[n] = i
      case .transcript(let name): transcripts.append((name, i))
      default: rest.append(i)
      }
    }
    var position = [Int](repeating: -1, count: lessonAt.count)
    var count = 0
    for n in lessonAt.indices where lessonAt[n] >= 0 {
      position[n] = count
      count += 1
    }
    var after = [[Int]](repeating: [], count: count)
    var order: [Int] = []
    order.reserveCapacity(pages.count)
    for (name, i) in transcripts {
      let last = embeddedIn(name).reduce(-1) { max($0, position[$1]) }
      if last >= 0 {
        after[min(last + Self.transcriptLag, count - 1)].append(i)
      } else {
        order.append(i)
      }
    }
    for n in lessonAt.indices where lessonAt[n] >= 0 {
      order.append(lessonAt[n])
      order += after[position[n]]
    }
    return order + rest
  }

  /// How many lessons after the last one that embeds it a transcript's page is rendered:
  /// far enough that the two are seldom rendered at the same moment on different cores
  /// (one would wait for the other's steps), near enough that few transcripts are held.
  static let transcriptLag = 4
  /// Output paths by lesson source path, for links between lessons.
  let lessonsBySource: [String: String]
  /// Transcript names in order, for their pages and the index pages.
  let transcriptNames: [String]

  static let indexPageSize = 200

  init(content: SiteContent, theme: Theme, options: BuildOptions, display: PathDisplay) {
    self.content = content
    self.theme = theme
    self.options = options
    self.display = display
    self.nav = Navigation(chapters: content.chapters)
    var uses: [String: TranscriptUses] = [:]
    uses.reserveCapacity(content.transcripts.count)
    for (i, entry) in nav.order.enumerated() {
      let found = entry.lesson.embeds
      // One lookup a name: the entry is changed in place.
      func use(_ entry: inout TranscriptUses) {
        entry.decodes += 1
        if entry.lessons.last != i { entry.lessons.append(i) }
      }
      for name in found.transcripts { use(&uses[name, default: TranscriptUses()]) }
      for name in found.whole { uses[name, default: TranscriptUses()].steps += 1 }
    }
    self.transcriptUses = uses
    let lessons = nav.order.count
    var bySource: [String: String] = [:]
    bySource.reserveCapacity(lessons + 1)
    for entry in nav.order { bySource[entry.lesson.sourcePath] = entry.lesson.outputPath }
    if content.home != nil { bySource["index.md"] = "index.html" }
    self.lessonsBySource = bySource
    self.transcriptNames = content.transcriptNames
    var hasher = FastHash()
    hasher.combine(theme.hash)
    hasher.combine(JSONValue.object(content.config.json).compactText)
    hasher.combine(options.strict ? "strict" : "lenient")
    hasher.combine(Callsite.version)
    hasher.combine(Self.executableFingerprint)
    self.sharedKey = hasher.hex
  }

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

  // MARK: Pages

  func pages() -> [SitePage] {
    var pages: [SitePage] = []
    pages.reserveCapacity(nav.order.count + transcriptNames.count + 64)
    let sharedKey = self.sharedKey
    let navHash = nav.hash
    /// A page's key: the shared inputs, then each part (a part's length goes in with it, so
    /// parts cannot run into each other).
    func hasher() -> FastHash {
      var h = FastHash()
      h.combine(sharedKey)
      h.combine(navHash)
      return h
    }
    func key(_ parts: String...) -> String {
      var h = hasher()
      for p in parts { h.combine(p) }
      return h.hex
    }
    // Inputs shared by many pages, hashed once.
    let toolsHash = self.toolsHash
    var home = hasher()
    for part in ["home", content.home?.bodyHash ?? "", content.home?.title ?? ""] {
      home.combine(part)
    }
    for entry in nav.order { home.combine(entry.lesson.summary) }
    pages.append(SitePage(kind: .home, outputPath: "index.html", key: home.hex))
    // Lessons and transcripts, thousands of them, keyed on all cores.
    pages += ParallelMap.map(Array(nav.order.indices)) { i -> SitePage in
      let lesson = nav.order[i].lesson
      var h = hasher()
      h.combine("lesson")
      h.combine(lesson.sourcePath)
      h.combine(lesson.bodyHash)
      for field in lesson.frontMatter {
        h.combine(field.key)
        h.combine(field.value)
      }
      let e = lesson.embeds
      for name in e.transcripts {
        h.combine(content.transcripts[name]?.hash ?? "missing:\(name)")
      }
      for name in e.tools { h.combine(content.tools[name]?.hash ?? "missing:\(name)") }
      if !e.transcripts.isEmpty { h.combine(toolsHash) }
      return SitePage(kind: .lesson(i), outputPath: lesson.outputPath, key: h.hex)
    }
    pages += ParallelMap.map(transcriptNames) { name -> SitePage in
      var h = hasher()
      h.combine("transcript")
      h.combine(content.transcripts[name]!.hash)
      h.combine(toolsHash)
      for i in embeddedIn(name) { h.combine(nav.order[i].lesson.outputPath) }
      return SitePage(
        kind: .transcript(name), outputPath: "transcripts/\(name)/index.html", key: h.hex)
    }
    let transcriptPages = max(
      1, (transcriptNames.count + Self.indexPageSize - 1) / Self.indexPageSize)
    var list = FastHash()
    for name in transcriptNames { list.combine(content.transcripts[name]!.hash) }
    let transcriptList = list.hex
    for p in 0..<transcriptPages {
      pages.append(
        SitePage(
          kind: .transcriptIndex(page: p, of: transcriptPages),
          outputPath: p == 0 ? "transcripts/index.html" : "transcripts/\(p + 1)/index.html",
          key: key("transcripts", String(p), transcriptList)))
    }
    let entries = nav.order.count + transcriptNames.count
    let searchPages = max(1, (entries + Self.indexPageSize - 1) / Self.indexPageSize)
    var names = FastHash()
    for name in transcriptNames { names.combine(name) }
    for entry in nav.order { names.combine(entry.lesson.summary) }
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

  // MARK: Rendering

  func render(_ page: SitePage) -> PageResult {
    if let refused = refusal(page) { return refused }
    var diagnostics: [BuildDiagnostic] = []
    var context = baseContext(page)
    var record: SearchText?
    let template: String
    switch page.kind {
    case .home:
      template = "home"
      if let home = content.home {
        let (html, rendered, d) = renderMarkdown(home, page: page)
        diagnostics += d
        context["content"] = .string(html)
        context["outline"] = outline(rendered.headings)
      }
      context["title"] = .string(content.home?.title ?? content.config.title)
      context["chapters"] = .array(
        nav.chapters.map { c in
          [
            "title": .string(c.title.isEmpty ? "Lessons" : c.title),
            "url": .string(c.lessons.first?.outputPath ?? ""),
            "count": .int(c.lessons.count),
            "lessons": .array(
              c.lessons.prefix(12).map {
                [
                  "title": .string($0.title), "url": .string($0.outputPath),
                  "summary": .string($0.summary),
                ]
              }),
            "more": .bool(c.lessons.count > 12),
          ]
        })
      context["sidebar"] = nav.sidebar(current: nil)
      context["next"] = nav.pager(current: nil).next ?? .null
      context["start"] =
        nav.firstLesson.map { ["title": .string($0.title), "url": .string($0.outputPath)] } ?? .null
    case .lesson(let i):
      template = "lesson"
      let lesson = nav.order[i].lesson
      let (html, rendered, d) = renderMarkdown(lesson, page: page)
      diagnostics += d
      context["title"] = .string(lesson.title)
      context["summary"] = .string(lesson.summary)
      context["content"] = .string(html)
      context["outline"] = outline(rendered.headings)
      context["hasOutline"] = .bool(rendered.headings.contains { $0.level >= 2 && $0.level <= 3 })
      var front = JSONObject()
      for f in lesson.frontMatter { front[f.key] = .string(f.value) }
      context["page"] = .object(front)
      let chapter = nav.chapters[nav.order[i].chapter]
      context["chapter"] = .string(chapter.title)
      context["sidebar"] = nav.sidebar(current: i)
      let (prev, next) = nav.pager(current: i)
      context["prev"] = prev ?? .null
      context["next"] = next ?? .null
      context["source"] = .string("content/" + lesson.sourcePath)
      record = SearchText(
        kind: "lesson", title: lesson.title, url: lesson.outputPath, summary: lesson.summary,
        headings: rendered.headings.map(\.text), text: rendered.plainText)
    case .transcript(let name):
      template = "transcript"
      let transcript: Transcript
      do {
        transcript = try self.transcript(name)
      } catch {
        return PageResult(page: page, html: nil, record: nil, diagnostics: [error])
      }
      // Said once, by the transcript's own page: the file read, with something to know.
      diagnostics += transcript.warnings.map {
        BuildDiagnostic(
          path: content.transcripts[name]?.displayPath ?? "content/transcripts/\(name).json",
          line: $0.line, column: $0.column, severity: .warning, step: "load", message: $0.message)
      }
      let renderer = TranscriptHTML(
        transcript: transcript, name: name, tools: content.tools,
        defaultContextSize: content.config.contextSize,
        root: page.root, standalone: true)
      context["title"] = .string("Transcript: \(name)")
      context["name"] = .string(name)
      context["content"] = .string(
        renderer.render(
          steps: nil, cache: stepsCache, uses: transcriptUses[name]?.steps ?? 1))
      context["tools"] = .array(transcript.toolDefinitions.map { .string($0.name) })
      context["usedIn"] = .array(
        embeddedIn(name).map {
          [
            "title": .string(nav.order[$0].lesson.title),
            "url": .string(nav.order[$0].lesson.outputPath),
          ]
        })
      context["hasUsedIn"] = .bool(!embeddedIn(name).isEmpty)
      context["sidebar"] = nav.sidebar(current: nil)
      record = SearchText(
        kind: "transcript", title: "Transcript: \(name)", url: page.outputPath,
        summary: "Tools: " + transcript.toolDefinitions.map(\.name).joined(separator: ", "),
        headings: [],
        text: TranscriptHTML.searchText(transcript))
    case .transcriptIndex(let p, let count):
      template = "transcripts"
      let slice = transcriptNames.dropFirst(p * Self.indexPageSize).prefix(Self.indexPageSize)
      context["title"] = "Transcripts"
      var rows: [JSONValue] = []
      for name in slice {
        let t: TranscriptFacts
        do {
          t = try facts(name)
        } catch {
          diagnostics.append(error)
          continue
        }
        rows.append(
          [
            "name": .string(name), "url": .string("transcripts/\(name)/index.html"),
            "tools": .string(t.tools.joined(separator: ", ")),
            "tokens": .string(TranscriptHTML.formatted(t.tokens)),
            "steps": .int(t.steps), "model": .string(t.model),
          ])
      }
      context["transcripts"] = .array(rows)
      context["pagination"] = pagination(p, count, base: "transcripts")
      context["sidebar"] = nav.sidebar(current: nil)
    case .searchIndex(let p, let count):
      template = "search"
      // Only this page's share: lessons first, then transcripts.
      let range = (p * Self.indexPageSize)..<((p + 1) * Self.indexPageSize)
      let lessons = nav.order.count
      var items: [JSONValue] = nav.order[range.clamped(to: 0..<lessons)].map {
        [
          "title": .string($0.lesson.title), "url": .string($0.lesson.outputPath),
          "summary": .string($0.lesson.summary), "kind": "lesson",
        ]
      }
      let names = (range.lowerBound - lessons)..<(range.upperBound - lessons)
      items += transcriptNames[names.clamped(to: 0..<transcriptNames.count)].map {
        [
          "title": .string("Transcript: \($0)"), "url": .string("transcripts/\($0)/index.html"),
          "summary": "", "kind": "transcript",
        ]
      }
      context["title"] = "Index of lessons and transcripts"
      context["items"] = .array(items)
      context["pagination"] = pagination(p, count, base: "search")
      context["sidebar"] = nav.sidebar(current: nil)
    case .notFound:
      template = "404"
      context["title"] = "Page not found"
      // 404.html is served for any missing path, so its links start at the base path.
      context["root"] = .string(content.config.basePath ?? "")
    }
    do {
      let html = try theme.render(template, context: context, strict: options.strict)
      return PageResult(page: page, html: html, record: record, diagnostics: diagnostics)
    } catch {
      diagnostics.append(
        Theme.diagnostic(error, root: theme.root, displayPath: display.callAsFunction))
      return PageResult(page: page, html: nil, record: nil, diagnostics: diagnostics)
    }
  }

  private func pagination(_ page: Int, _ count: Int, base: String) -> JSONValue {
    guard count > 1 else { return .null }
    func url(_ p: Int) -> String { p == 0 ? "\(base)/index.html" : "\(base)/\(p + 1)/index.html" }
    return [
      "pages": .array(
        (0..<count).map {
          ["number": .int($0 + 1), "url": .string(url($0)), "current": .bool($0 == page)]
        }),
      "prev": page > 0 ? .string(url(page - 1)) : .null,
      "next": page + 1 < count ? .string(url(page + 1)) : .null,
    ]
  }

  private func baseContext(_ page: SitePage) -> JSONObject {
    var site = content.config.json
    site["title"] = .string(content.config.title)
    site["description"] = .string(content.config.description)
    site["language"] = .string(content.config.language)
    return [
      "site": .object(site), "root": .string(page.root), "path": .string(page.outputPath),
      "version": .string(Callsite.version),
    ]
  }

  private func outline(_ headings: [Heading]) -> JSONValue {
    .array(
      headings.filter { $0.level >= 2 && $0.level <= 3 }.map {
        [
          "id": .string($0.id), "text": .string($0.text), "level": .int($0.level),
          "sub": .bool($0.level == 3),
        ]
      })
  }

  /// Renders a lesson's Markdown with the site's block renderers and link rewriting.
  func renderMarkdown(_ lesson: Lesson, page: SitePage) -> (
    String, RenderedMarkdown, [BuildDiagnostic]
  ) {
    let blocks = BlockRenderers(plan: self, root: page.root).registry
    let lessonsByPath = self.lessonsBySource
    let sourceDir = (lesson.sourcePath as NSString).deletingLastPathComponent
    let root = page.root
    let renderer = MarkdownRenderer(
      options: MarkdownOptions(allowRawHTML: content.config.allowRawHTML), blocks: blocks,
      rewriteLink: { url in
        SitePlan.rewrite(url, from: sourceDir, root: root, lessons: lessonsByPath)
      })
    guard let body = lesson.bodyText.take() else {
      let path = display(content.root.appendingPathComponent(lesson.sourcePath))
      return (
        "", renderer.render(""),
        [BuildDiagnostic(path: path, step: "load", message: "cannot read the file as UTF-8 text")]
      )
    }
    let rendered = renderer.render(body)
    guard !rendered.diagnostics.isEmpty else { return (rendered.html, rendered, []) }
    let path = display(content.root.appendingPathComponent(lesson.sourcePath))
    let diagnostics = rendered.diagnostics.map {
      BuildDiagnostic(
        path: path, line: lesson.bodyLine + $0.line - 1, column: $0.column, step: "render",
        message: $0.message)
    }
    return (rendered.html, rendered, diagnostics)
  }

  /// Rewrites a relative link to a lesson's Markdown file (`02-anatomy.md#names`) to the
  /// lesson's page, relative to the current page.
  static func rewrite(
    _ url: String, from sourceDir: String, root: String, lessons: [String: String]
  ) -> String? {
    guard !url.contains("://"), !url.hasPrefix("#"), !url.hasPrefix("/"), !url.hasPrefix("mailto:")
    else { return nil }
    let (path, fragment) = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init).splitFragment
    guard path.hasSuffix(".md") else { return nil }
    guard let joined = RelativePath.resolve(path, in: sourceDir), let target = lessons[joined]
    else {
      return nil
    }
    return root + target + (fragment.map { "#" + $0 } ?? "")
  }
}

extension Array where Element == String {
  fileprivate var splitFragment: (String, String?) {
    (first ?? "", count > 1 ? self[1] : nil)
  }
}

/// A transcript as the transcripts index lists it.
struct TranscriptFacts: Sendable {
  var tools: [String]
  var tokens: Int
  var steps: Int
  var model: String

  init(_ t: Transcript) {
    tools = t.toolDefinitions.map(\.name)
    tokens = t.cumulativeTokens.last ?? 0
    steps = t.entries.count + t.callsite.failures.count
    model = t.callsite.provenance?.model ?? "unknown"
  }
}

/// Transcript facts by name, shared by the threads that render pages.
final class FactsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var facts: [String: TranscriptFacts] = [:]

  func get(_ name: String) -> TranscriptFacts? { lock.withLock { facts[name] } }
  func set(_ name: String, _ value: TranscriptFacts) { lock.withLock { facts[name] = value } }
}

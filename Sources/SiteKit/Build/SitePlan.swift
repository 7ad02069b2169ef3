import CallsiteCore
import Foundation
import Markdown
import Mustache

/// The plan of a build: which pages exist, what each is made from, and how to render one.
///
/// An immutable value made once per build from the content and the theme; what rendering
/// works out as it goes (decoded transcripts, shared steps) lives in the build's
/// `TranscriptMemo`, not here.
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
  /// Output paths by source path for the Markdown links `lessonLinks` leaves as they are:
  /// the home page's (`index.md`), as links to lessons' files are resolved there.
  let lessonsBySource: [String: String]
  /// Links to lessons by name (`lesson:NAME`) and by Markdown file, with their numbers.
  let lessonLinks: LessonLinks
  /// Transcript names in order, for their pages and the index pages.
  let transcriptNames: [String]
  /// Every comparison the lessons' ` ```compare ` blocks name, once each, in reading order.
  let comparisons: [[String]]
  /// The comparisons each transcript is in.
  let comparisonsByTranscript: [String: [[String]]]

  /// The suites' results (`content/suites/`), for scorecard pages and blocks.
  let scorecards: Scorecards

  static let indexPageSize = 200

  init(content: SiteContent, theme: Theme, options: BuildOptions, display: PathDisplay) {
    self.content = content
    self.theme = theme
    self.options = options
    self.display = display
    self.nav = Navigation(chapters: content.chapters, books: content.config.books)
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
    self.lessonsBySource = content.home != nil ? ["index.md": "index.html"] : [:]
    self.lessonLinks = LessonLinks(nav: nav)
    self.transcriptNames = content.transcriptNames
    let comparisons = Self.comparisons(nav: nav, content: content)
    self.comparisons = comparisons
    var byTranscript: [String: [[String]]] = [:]
    for names in comparisons {
      for name in Set(names) { byTranscript[name, default: []].append(names) }
    }
    self.comparisonsByTranscript = byTranscript

    self.scorecards = Scorecards.load(root: content.root)
    var hasher = FastHash()
    hasher.combine(theme.hash)
    hasher.combine(JSONValue.object(content.config.json).compactText)
    hasher.combine(options.strict ? "strict" : "lenient")
    hasher.combine(Callsite.version)
    hasher.combine(Self.executableFingerprint)
    self.sharedKey = hasher.hex
  }
}

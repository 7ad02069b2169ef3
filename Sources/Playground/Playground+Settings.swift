import CallsiteCore
import Foundation

extension Playground {
  /// Marks the session for rebuilding after the instructions or a tool changed.
  func definitionsChanged() async {
    sessionIsStale = true
    if await transcript.entries.count > 1 {
      say(
        "note: the transcript already has turns; the instructions entry changes at :reset", .note)
    }
  }

  static func parseDate(_ text: String) -> Date? {
    let full = ISO8601DateFormatter()
    if let d = full.date(from: text) { return d }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    return day.date(from: text)
  }

  /// `2026-05-28T20:26:40Z`. Foundation's format style computes it without ICU, so the first
  /// turn's capture date does not load the time zone tables before its request goes out.
  static func iso(_ date: Date) -> String { Date.ISO8601FormatStyle().format(date) }

  /// `1,204`.
  static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return n < 0 ? "-" + out : out
  }
}

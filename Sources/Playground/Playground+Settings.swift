import CallsiteCore
import Foundation

extension Playground {
  /// After a tool was added, changed, renamed or removed: says what changes now (the tools each request offers, and what their calls run)
  /// and what waits for `:reset` (the instructions entry's list of tools).
  func toolsChanged(into report: inout CommandReport) async {
    if await transcript.entries.count > 1 {
      report.say(
        "note: from the next turn the model is offered the tools as they are now, and their "
          + "calls run as they are now; the transcript's instructions entry, which lists the "
          + "tools as the session began, keeps the old list until :reset starts it again",
        .note)
    }
  }

  /// After `:instructions set` or `:instructions edit`: the model reads the instructions
  /// from the transcript's first entry, so with turns in it the new text waits for `:reset`.
  func instructionsChanged(into report: inout CommandReport) async {
    if await transcript.entries.count > 1 {
      report.say(
        "note: the transcript already has turns, and the model reads the instructions from "
          + "its first entry: the next turns still run with the old instructions; :reset "
          + "starts the transcript again with the new ones",
        .note)
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

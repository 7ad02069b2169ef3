import CallsiteCore
import Foundation

extension InteractiveLoop {
  /// Lists the journals of REPLs that did not quit cleanly and asks what to do with them:
  /// restore one (its number, or `y` when there is one), discard them (`n`), or keep them
  /// for later (Enter, or anything else). Only an explicit `n` deletes anything.
  func offerRestore() async {
    guard let journal else { return }
    let found = journal.unfinished()
    guard !found.isEmpty else { return }
    let one = found.count == 1
    console.write(
      OutputLine(
        .note,
        one
          ? "A session did not end cleanly:"
          : "\(found.count) sessions did not end cleanly:"))
    for (i, unfinished) in found.enumerated() {
      console.write(OutputLine(.note, "  \(i + 1). \(unfinished.summary)"))
    }
    let question =
      one
      ? "Restore it? y restores it, n discards it, Enter keeps it for later: "
      : "Restore one? Its number restores it, n discards them all, Enter keeps them for later: "
    let answer: String
    if case .line(let line) = console.readLine(prompt: question) {
      answer = line.trimmingWhitespace.lowercased()
    } else {
      answer = ""
    }
    if ["n", "no"].contains(answer) {
      for unfinished in found { unfinished.discard() }
      console.write(OutputLine(.note, one ? "discarded it" : "discarded them"))
      return
    }
    let chosen = (one && ["y", "yes", "1"].contains(answer)) ? 0 : Int(answer).map { $0 - 1 }
    guard let chosen, found.indices.contains(chosen) else {
      for unfinished in found { unfinished.keep() }
      console.write(
        OutputLine(.note, "kept for later; the next REPL started here offers it again"))
      return
    }
    do {
      try await playground.restore(found[chosen].snapshot)
      await playground.journalSnapshot()
      found[chosen].discard()
      console.write(OutputLine(.note, "restored; :entries lists the transcript"))
    } catch {
      found[chosen].keep()
      console.error("\(error) (the journal \(found[chosen].url.path) is kept)")
    }
    for (i, unfinished) in found.enumerated() where i != chosen { unfinished.keep() }
  }
}

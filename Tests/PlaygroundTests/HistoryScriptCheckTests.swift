import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A session typed into the playground and saved with `:history save` runs again under
/// `repl --script … --check` (`ScriptRunner.check`) and reproduces its transcript.
@Suite struct HistoryScriptCheckTests {
  @Test func aSessionSavedAsAScriptPassesCheck() async throws {
    let p = StandardPlayground()
    try p.write(
      "content/tools/convert.sh", "#!/bin/sh\ncat >/dev/null\necho '3.1 miles'\n",
      executable: true)
    try await p.run(
      ":set date 2026-05-01T13:00:00Z",
      ":tool new convertUnits \"Convert a distance between units\"",
      ":tool arg convertUnits distance number --guide \"The distance to convert\"",
      ":tool run convertUnits command ./convert.sh", ":tools",
      "Convert a distance of 5 to miles, please.", ":entries", ":tool save convertUnits",
      ":save convert", ":history save convert")
    #expect(p.printed.text.contains("← convertUnits: 3.1 miles"))
    let script = try #require(p.read("content/sessions/convert.repl"))
    let again = Playground(environment: .standard(baseDirectory: p.base, environment: [:])) { _ in }
    try await ScriptRunner.check(script, in: again)
    #expect(
      await again.checkedFiles == [
        "content/tools/convertUnits.json", "content/transcripts/convert.json",
      ])
  }

}

import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Transcripts and tools with hostile text in every field render as text, never as markup.
@Suite struct HostileTranscriptTests {
  func render(standalone: Bool) throws -> String {
    let transcript = try Transcript(json: Hostile.transcript())
    return TranscriptHTML(
      transcript: transcript, name: Hostile.name("transcript-name"), tools: [:],
      defaultContextSize: 4096, root: "../../", standalone: standalone
    )
    .render(steps: nil)
  }

  @Test(arguments: [false, true])
  func aTranscriptWithHostileTextInEveryFieldRendersNoMarkup(standalone: Bool) throws {
    let html = try render(standalone: standalone)
    let problems = HTMLAudit(html).problems
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func everyShownFieldOfAHostileTranscriptReachesThePage() throws {
    let html = try render(standalone: false)
    let missing = Hostile.shownTranscriptMarks.filter { !html.contains($0) }
    #expect(missing.isEmpty, "fields not on the page: \(missing)")
  }

  @Test func anUnknownRoleIsEscapedInTheStepLabel() throws {
    let html = try render(standalone: true)
    #expect(html.contains("<span class=\"step-role\">Entry: role&lt;script&gt;window.__pwned="))
    #expect(!html.contains("<script"))
  }

  @Test func stepIdsAndLinksAreMadeFromTheSlugOfTheNameOnly() throws {
    let html = try render(standalone: false)
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!ids.isEmpty)
    for id in ids {
      #expect(id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "id \(id)")
    }
  }

  @Test func responsesAreRenderedInCmarksSafeMode() throws {
    let html = try render(standalone: true)
    let start = try #require(html.range(of: "<div class=\"prose response-text\">"))
    let end = try #require(html[start.upperBound...].range(of: "</div>\n"))
    let response = html[start.upperBound..<end.lowerBound].lowercased()
    #expect(response.contains("<!-- raw html omitted -->"))
    #expect(response.contains("<a href=\"\">link response</a>"))
    #expect(response.contains("<img src=\"\" alt=\"image\""))
    for attribute in ["href=\"", "src=\""] {
      for value in response.components(separatedBy: attribute).dropFirst() {
        #expect(value.hasPrefix("\""), "\(attribute)\(value.prefix(40))")
      }
    }
    #expect(!response.contains("onclick"))
  }

  @Test func aToolWithHostileNamesDescriptionsAndEnumValuesRendersNoMarkup() throws {
    let definition = try ToolDefinition(json: Hostile.tool("tool"))
    let html = ToolHTML(definition: definition).render()
    let problems = HTMLAudit(html).problems
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    for mark in ["tool-name", "tool-summary", "tool-param", "tool-param-description", "tool-enum"] {
      #expect(html.contains(mark), "\(mark) is not on the page")
    }
    #expect(html.contains("<td><code>tool-param&lt;script&gt;"))
  }
}

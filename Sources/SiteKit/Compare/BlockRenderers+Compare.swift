import CallsiteCore
import Foundation
import Markdown

/// The ` ```compare A B [C …] ` block: the transcripts aligned side by side, linked to the
/// comparison's own page.
extension BlockRenderers {
  /// The alignment of `names`, decoded through the build's memo.
  static func alignment(_ names: [String], memo: TranscriptMemo) throws -> TranscriptAlignment {
    var runs: [(name: String, transcript: Transcript)] = []
    for name in names {
      do {
        runs.append((name, try memo.transcript(name)))
      } catch {
        throw BlockRenderError("the transcript \(name) does not read: \(error)")
      }
    }
    return TranscriptAlignment(runs)
  }

  func registerCompare(in registry: inout FencedBlockRegistry) {
    let memo = self.memo
    let content = plan.content
    let root = self.root
    registry.register("compare") { block in
      let names = try ComparePages.names(in: block.arguments, content: content)
      // One that did not load was reported then; the build fails without a second error.
      if names.contains(where: content.unreadableTranscripts.contains) { return "" }
      if !block.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        throw BlockRenderError(
          "a compare block takes no text inside it; write about the comparison around the block",
          line: block.line + 1)
      }
      let html = CompareHTML(
        alignment: try Self.alignment(names, memo: memo), tools: content.tools,
        defaultContextSize: content.config.contextSize, root: root, standalone: false,
        idPrefix: "cmp\(block.line)")
      return html.render()
    }
  }
}

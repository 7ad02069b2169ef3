import CallsiteCore
import Foundation

/// A ` ```transcript NAME steps=A-B ` block that stops inside a turn before the response
/// that ends it shows a reader the calls without the answer: `gen check` warns, unless
/// another block of the same lesson shows that response (a turn split over two blocks).
struct TranscriptRangeChecker {
  let content: URL
  let display: PathDisplay

  /// One transcript block of a lesson: its line, transcript and range (nil: every step).
  struct Block: Equatable {
    var line: Int
    var name: String
    var steps: ClosedRange<Int>?
  }

  func run() -> [CheckFinding] {
    let lessons = content.appendingPathComponent("lessons")
    var findings: [CheckFinding] = []
    var transcripts: [String: Transcript?] = [:]
    for url in Self.markdownFiles(under: lessons) {
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = try? String(strictUTF8: data)
      else { continue }
      let blocks = Self.blocks(in: text)
      for block in blocks {
        guard let range = block.steps else { continue }
        if transcripts[block.name] == nil {
          transcripts[block.name] = load(block.name)
        }
        guard let transcript = transcripts[block.name] ?? nil,
          let response = Self.finalResponse(of: range.upperBound, in: transcript),
          response > range.upperBound
        else { continue }
        let shown = blocks.contains { other in
          other.name == block.name && (other.steps?.contains(response) ?? true)
        }
        if shown { continue }
        findings.append(
          CheckFinding(
            path: display(url), line: block.line, severity: .warning, check: "transcripts",
            message:
              "steps=\(range.lowerBound)-\(range.upperBound) of \(block.name) stops before "
              + "step \(response), the response that ends the turn, so a reader sees the calls "
              + "but not the answer; end the range at \(response) (steps=\(range.lowerBound)-"
              + "\(response)), or show the rest of the turn in a later block"))
      }
    }
    return findings
  }

  private func load(_ name: String) -> Transcript? {
    let url = content.appendingPathComponent("transcripts/\(name).json")
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = try? String(strictUTF8: data)
    else { return nil }
    return try? Transcript(jsonText: text)
  }

  /// The 1-based step of the text response that ends the turn holding `step`, if that turn
  /// ends with one.
  static func finalResponse(of step: Int, in transcript: Transcript) -> Int? {
    let steps = transcript.steps
    guard steps.indices.contains(step - 1) else { return nil }
    func isPrompt(_ s: TranscriptStep) -> Bool {
      guard case .entry(let i) = s, case .prompt = transcript.entries[i] else { return false }
      return true
    }
    var end = step - 1
    while end + 1 < steps.count, !isPrompt(steps[end + 1]) { end += 1 }
    guard case .entry(let i) = steps[end], case .response = transcript.entries[i] else {
      return nil
    }
    return end + 1
  }

  /// The transcript blocks of a lesson's Markdown, outside other fenced blocks (an example
  /// of a block, shown in a ```` ```` ```` fence, is not one).
  static func blocks(in text: String) -> [Block] {
    var out: [Block] = []
    var open: (mark: Character, count: Int)?
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.drop { $0 == " " }
      guard raw.count - line.count <= 3, let mark = line.first, mark == "`" || mark == "~" else {
        continue
      }
      let count = line.prefix { $0 == mark }.count
      guard count >= 3 else { continue }
      let info = line.dropFirst(count).trimmingCharacters(in: .whitespaces)
      if let fence = open {
        if mark == fence.mark, count >= fence.count, info.isEmpty { open = nil }
        continue
      }
      open = (mark, count)
      let words = info.split(separator: " ").map(String.init)
      guard words.first == "transcript", words.count >= 2 else { continue }
      var steps: ClosedRange<Int>?
      for word in words.dropFirst(2) where word.hasPrefix("steps=") {
        let bounds = word.dropFirst("steps=".count).split(separator: "-").compactMap { Int($0) }
        if bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1] {
          steps = bounds[0]...bounds[1]
        }
      }
      out.append(Block(line: index + 1, name: words[1], steps: steps))
    }
    return out
  }

  /// The lessons' Markdown files, in a stable order.
  static func markdownFiles(under folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .sorted { $0.path < $1.path }
  }
}

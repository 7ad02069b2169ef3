import CallsiteCore
import Foundation

/// The transcripts and tools a lesson embeds with ` ```transcript NAME `, ` ```tool NAME ` and
/// ` ```compare A B … `, in order; `whole` lists the transcripts embedded with all their
/// steps, `compares` the comparisons (whose transcripts are in `transcripts` too).
public struct Embeds: Sendable, Equatable {
  public var transcripts: [String] = []
  public var tools: [String] = []
  public var whole: [String] = []
  public var compares: [[String]] = []

  /// Finds the fences without parsing Markdown.
  static func scan(_ body: String) -> Embeds {
    var found = Embeds()
    var copy = body
    copy.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        // At the start of a line: skip spaces, look for a fence of backticks or tildes.
        var j = i
        while j < n && bytes[j] == 32 { j += 1 }
        if j + 3 <= n, bytes[j] == 96 || bytes[j] == 126, bytes[j + 1] == bytes[j],
          bytes[j + 2] == bytes[j]
        {
          let fence = bytes[j]
          while j < n && bytes[j] == fence { j += 1 }
          let start = j
          while j < n && bytes[j] != 10 { j += 1 }
          let info = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self)
          let words = info.split(whereSeparator: { $0 == " " || $0 == "\r" || $0 == "\t" })
          if words.count >= 2 {
            if words[0] == "transcript" {
              found.transcripts.append(String(words[1]))
              if words.count == 2 { found.whole.append(String(words[1])) }
            }
            if words[0] == "tool" { found.tools.append(String(words[1])) }
            if words[0] == "recordings" { found.transcripts += words.dropFirst().map(String.init) }
            if words[0] == "compare" {
              let names = words.dropFirst().map(String.init)
              found.compares.append(names)
              found.transcripts += names
            }
          }
        }
        while j < n && bytes[j] != 10 { j += 1 }
        i = j + 1
      }
    }
    return found
  }
}

import FuzzDriver
import Highlight
import Markdown

/// Fence hooks like the ones SiteKit registers (its own are internal to SiteKit): code blocks
/// highlighted, and `transcript` and `tool` blocks that read their arguments and fail, as
/// SiteKit's do, for a name that does not exist.
let hooks: FencedBlockRegistry = {
  var registry = FencedBlockRegistry()
  for language in ["swift", "json", "sh", "shell", "bash", "console", "repl"] {
    registry.register(language) { block in
      "<pre class=\"code\"><code>\(Highlighter.html(block.code, infoString: block.language))</code></pre>\n"
    }
  }
  registry.register("transcript") { block in
    let words = block.arguments.split(separator: " ")
    guard let name = words.first, name == "demo" else {
      throw BlockRenderError("no transcript named \"\(words.first ?? "")\"")
    }
    for word in words.dropFirst() where !word.hasPrefix("steps=") {
      throw BlockRenderError("unknown option \"\(word)\" for a transcript block")
    }
    return "<ol class=\"steps\"><li>\(block.line)</li></ol>\n"
  }
  registry.register("tool") { block in
    guard block.arguments.split(separator: " ").first == "getWeather" else {
      throw BlockRenderError("no tool named \"\(block.arguments)\"")
    }
    return "<table class=\"tool\"></table>"
  }
  return registry
}()

/// Lesson links rewritten the way SiteKit rewrites `02-anatomy.md#names`.
let rewrite: @Sendable (String) -> String? = { url in
  guard !url.contains("://"), !url.hasPrefix("#") else { return nil }
  let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
  guard parts[0].hasSuffix(".md") else { return nil }
  return parts[0].dropLast(3) + ".html" + (parts.count > 1 ? "#" + parts[1] : "")
}

/// libFuzzer's entry point for the Markdown renderer with fence hooks: renders the input as a
/// lesson and as a model's response, and checks that the hooks' HTML goes where the blocks
/// were without taking any of cmark's own output with it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lesson = MarkdownRenderer(blocks: hooks, rewriteLink: rewrite).render(source)
  for diagnostic in lesson.diagnostics {
    require(diagnostic.line >= 1, "a diagnostic before line 1: \(diagnostic)")
  }
  // Without hooks, the same text (cmark's own rendering of every block).
  let plain = MarkdownRenderer(rewriteLink: rewrite).render(source)
  require(
    lesson.headings.map(\.id) == plain.headings.map(\.id), "hooks changed the headings' ids")
  // A U+001F that cmark writes (for `&#31;`) is part of the page: the hooks' HTML (which
  // holds none) must leave every one of them where it was.
  require(
    marks(source) > 0 || marks(lesson.html) == marks(plain.html),
    "hooks changed the rest of the page: \(lesson.html.debugDescription)")
  _ = MarkdownRenderer(
    options: MarkdownOptions(allowRawHTML: true, headingAnchors: false, firstHeadingLevel: 4)
  ).render(source)
  return 0
}

/// How many U+001F characters a text holds (cmark writes one for `&#31;`).
func marks(_ html: String) -> Int { html.utf8.count { $0 == 0x1F } }

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzMarkdownMain {
  static func main() { FuzzDriver.main(fuzzMarkdown) }
}

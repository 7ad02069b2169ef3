import CallsiteCore
import FuzzDriver
import Mustache

/// The data every input is rendered against: the shapes a site page has (strings with
/// characters to escape, nested objects, lists of objects, booleans, numbers, null, empty).
let context: JSONValue = [
  "title": "Tools & <calls>", "root": "../", "version": "0.1", "content": "<p>\"hi\"</p>",
  "site": ["title": "Callsite", "language": "en", "description": .null],
  "chapters": [
    ["title": "One", "url": "one/", "current": true, "lessons": [["title": "a"], ["title": "b"]]],
    ["title": "Two", "url": "two/", "current": false, "lessons": []],
  ],
  "outline": [["id": "x", "text": "X", "level": 2, "sub": false]],
  "count": 3, "ratio": 0.5, "none": .null, "empty": "", "list": [1, "two", [3], ["k": "v"]],
  "a": ["b": ["c": "deep"]],
]

/// Fixed partials and a parent, so that tags in the input find something to include.
let fixed: [String: String] = [
  "partials/header": "<h>{{title}}</h>\n",
  "layout": "<main>{{$main}}default{{/main}}</main>{{$aside}}{{/aside}}\n",
]

/// libFuzzer's entry point for the Mustache tokenizer and renderer: the input is template
/// source (NUL bytes split it into a page `page` and partials `p1`, `p2`, …), compiled and
/// rendered the way `gen` renders a page, leniently and in strict mode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parts = text.split(separator: "\u{0}", omittingEmptySubsequences: false)
  var templates: [String: Template] = [:]
  do {
    for (name, source) in fixed { templates[name] = try Template(parsing: source, name: name) }
    for (i, part) in parts.enumerated() {
      let name = i == 0 ? "page" : "p\(i)"
      templates[name] = try Template(parsing: String(part), name: name)
    }
  } catch {
    require(error.line >= 0 && error.column >= 0, "an error with a negative place")
    _ = error.description
    return 0
  }
  // A shallow bound keeps a template that includes itself twice from taking 2^64 steps.
  for policy in [MissingPartialPolicy.error, .empty] {
    let library = TemplateLibrary(templates, missingPartials: policy, maximumDepth: 6)
    for strict in [false, true] {
      _ = try? library.render("page", context: context, strict: strict)
    }
  }
  return 0
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzMustacheMain {
  static func main() { FuzzDriver.main(fuzzMustache) }
}

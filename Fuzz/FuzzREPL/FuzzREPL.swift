import FuzzDriver
import Playground

/// libFuzzer's entry point for the REPL's command parser: reads the input as a `.repl` script
/// (as `repl --script` does) and parses every input, then parses the whole text as one line
/// typed at the prompt, and feeds its lines one by one to the interactive line assembler.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzREPL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let lines = try? ScriptReader.inputs(of: text) {
    var previous = 0
    for line in lines {
      require(line.number > previous, "inputs out of order")
      previous = line.number
      if case .command(let parsed)? = try? PlaygroundInput.parse(line.text) {
        require(
          CommandTable.all.contains(parsed.spec), "a command that is not in the table")
        _ = CommandTable.help(for: parsed.spec)
      }
    }
  }
  _ = try? PlaygroundInput.parse(text)
  _ = try? CommandWords.split(text)
  var assembler = InputAssembler()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if let input = assembler.feed(String(line)) { _ = try? PlaygroundInput.parse(input) }
  }
  _ = assembler.flush()
  return 0
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzREPLMain {
  static func main() { FuzzDriver.main(fuzzREPL) }
}

import CallsiteCore
import FuzzDriver

/// libFuzzer's entry point for the transcript decoder: reads the input as a transcript file,
/// and checks that a transcript that reads writes a file that reads back to the same
/// transcript and the same bytes (read, render, write back without loss).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let transcript: Transcript
  do {
    transcript = try Transcript(jsonText: text)
  } catch {
    require((error.line ?? 1) >= 1 && (error.column ?? 1) >= 1, "no place: \(error)")
    return 0
  }
  let written = transcript.jsonText
  let again: Transcript
  do {
    again = try Transcript(jsonText: written)
  } catch {
    fatalError("a written transcript does not read again (\(error)):\n\(written)")
  }
  require(again == transcript, "a transcript changed on the way through its file:\n\(written)")
  require(again.jsonText == written, "writing a transcript twice gives two files:\n\(written)")
  return 0
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzTranscriptMain {
  static func main() { FuzzDriver.main(fuzzTranscript) }
}

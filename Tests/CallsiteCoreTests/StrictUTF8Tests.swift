import CallsiteCore
import Testing

@Suite struct StrictUTF8Tests {
  func failure(_ bytes: [UInt8]) -> InvalidUTF8? {
    do {
      _ = try String(strictUTF8: bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func validTextDecodesAsItIs() throws {
    #expect(try String(strictUTF8: Array("café ✓\nline".utf8)) == "café ✓\nline")
  }

  @Test func aBadByteIsNamedWithItsLineAndByteColumn() {
    let bytes = Array("one\ntwo\ncafé ".utf8) + [0xFF] + Array(" end".utf8)
    #expect(failure(bytes) == InvalidUTF8(line: 3, column: 7, byte: 0xFF))
  }

  @Test func aCharacterCutShortAtTheEndIsNamedWhereItStarts() {
    #expect(
      failure(Array("ab".utf8) + [0xE2, 0x82]) == InvalidUTF8(line: 1, column: 3, byte: 0xE2))
  }

  @Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80]] as [[UInt8]])
  func overlongSurrogateAndOutOfRangeFormsAreRejected(bytes: [UInt8]) {
    #expect(failure([0x41] + bytes)?.column == 2)
  }

  @Test func theMessageSaysWhatToDo() {
    let error = InvalidUTF8(line: 7, column: 4, byte: 0xE9)
    #expect(error.formatted(path: "a.md").hasPrefix("a.md:7:4: error: the file is not valid UTF-8"))
    #expect(error.message.contains("0xE9"))
    #expect(error.message.contains("save the file as UTF-8"))
  }
}

import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// File-system errors as gen prints them: the path and the cause in words, never a bare code.
@Suite struct FileSystemErrorTests {
  @Test func aCocoaErrorWithAnUnderlyingPOSIXErrorNamesThePathAndTheCause() {
    let error = CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: "/srv/www",
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EBUSY)),
      ])
    let text = FileSystemError.describe(error)
    #expect(text == "/srv/www: \(String(cString: strerror(EBUSY)))")
    #expect(!text.contains("Code=") && !text.contains("(null)"))
  }

  @Test func aCocoaErrorWithoutAnUnderlyingErrorIsPutInWords() {
    let error = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/a/b.html"])
    #expect(FileSystemError.describe(error) == "/a/b.html: no space left on the device")
  }

  @Test func aFailedRenameNamesBothPathsAndTheCause() {
    #expect {
      try OutputFolder.move("/nonexistent/a", to: "/nonexistent/b")
    } throws: { error in
      "\(error)" == "cannot rename /nonexistent/a to /nonexistent/b: "
        + String(cString: strerror(ENOENT))
    }
  }
}

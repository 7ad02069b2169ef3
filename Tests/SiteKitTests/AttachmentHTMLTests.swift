import CallsiteCore
import Foundation
import HTMLText
import Testing

@testable import SiteKit

@Suite struct AttachmentHTMLTests {
  /// A wrapped image attachment with a label and `content` members.
  static func image(_ content: JSONObject, label: String = "cat") -> Transcript.AttachmentSegment {
    var payload = content
    payload["type"] = "image"
    return Transcript.AttachmentSegment(json: [
      "type": "attachment", "id": "a1", "label": .string(label), "content": .object(payload),
    ])!
  }

  static let png =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

  @Test func anEmbeddedPNGIsShownWithTheLabelAsAltText() {
    let html = AttachmentHTML.render(Self.image(["data": .string(Self.png)], label: "a \"cat\" <3"))
    #expect(
      html.contains(
        "<img src=\"data:image/png;base64,\(Self.png)\" alt=\"a &quot;cat&quot; &lt;3\""))
  }

  @Test(arguments: [
    "data:image/png;base64,\(png)", "data:image/webp;base64,UklGRg==", "images/cat.png",
    "cat.png?size=2#x", "./a:b.png", "../static/cat.jpeg",
  ])
  func allowedSourcesAreShown(url: String) {
    let html = AttachmentHTML.render(Self.image(["url": .string(url)]))
    #expect(html.contains("<img src=\"\(url.htmlEscaped)\""))
  }

  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
    "vbscript:x", "https://example.com/cat.png", "//example.com/cat.png", "/etc/cat.png",
    "\\\\example.com\\cat.png", "file:///Users/ada/cat.png", "data:image/svg+xml;base64,PHN2Zz4=",
    "data:text/html;base64,PHNjcmlwdD4=", "data:image/png,<svg onload=alert(1)>",
    "data:image/png;base64,\"><script>", "",
  ])
  func otherSourcesAreNamedAsTextAndNotLoaded(url: String) {
    let html = AttachmentHTML.render(Self.image(["url": .string(url)]))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<script"))
    if !url.isEmpty { #expect(html.contains("Its URL: <code>\(url.htmlEscaped)</code>")) }
  }

  @Test func embeddedBytesOfATypeOutsideTheListAreNotShown() {
    let html = AttachmentHTML.render(
      Self.image(["data": "PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+", "mimeType": "image/svg+xml"]))
    #expect(!html.contains("<img"))
    #expect(html.contains("<code>image/svg+xml</code>"))
  }

  @Test func aDataAttachmentIsNamedWithItsMIMETypeAndSize() {
    let a = Transcript.AttachmentSegment(json: [
      "type": "data", "label": "notes", "contentType": "public.plain-text",
      "content": "aGVsbG8gd29ybGQ=",
    ])!
    #expect(
      AttachmentHTML.render(a)
        == "<div class=\"attachment attachment-data\"><p class=\"attachment-name\">Data “notes”: <code>text/plain</code> (<code>public.plain-text</code>), 11 bytes</p></div>\n"
    )
  }
}

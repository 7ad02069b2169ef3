import CallsiteCore
import HTMLText
import Mustache
import Testing

@Test func aScriptTagInDataIsEscaped() throws {
  let output = try render("<p>{{text}}</p>", ["text": "<script>alert('x')</script>"])
  #expect(output == "<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</p>")
}

@Test func escapingCoversQuotesAndAmpersands() throws {
  let output = try render("<a title=\"{{t}}\">", ["t": "Tom & \"Jerry\""])
  #expect(output == "<a title=\"Tom &amp; &quot;Jerry&quot;\">")
}

@Test func tripleMustacheAndAmpersandLeaveHTMLAlone() throws {
  let data: JSONValue = ["html": "<em>hi</em>"]
  #expect(try render("{{{html}}}|{{&html}}", data) == "<em>hi</em>|<em>hi</em>")
}

@Test func escapingUsesTheProjectsOneFunction() throws {
  let text = "<b>&'\"</b>"
  #expect(try render("{{t}}", ["t": .string(text)]) == text.htmlEscaped)
}

@Test func templateTextIsNeverEscaped() throws {
  #expect(try render("<b>&amp;</b>") == "<b>&amp;</b>")
}

import Testing

@testable import SiteKit

@Suite struct SearchRecordTests {
  @Test func wordsAreLowercasedAndStopWordsDropped() {
    #expect(
      SearchRecord.words("The Weather in Paris is 18 degrees") == [
        "weather", "paris", "18", "degrees",
      ])
  }

  @Test func camelCaseIsSplitAndKeptWhole() {
    #expect(
      SearchRecord.words("getWeatherForecast") == [
        "getweatherforecast", "get", "weather", "forecast",
      ])
  }

  @Test func accentsAreFoldedAndOtherScriptsKept() {
    #expect(
      SearchRecord.words("Café Zürich—naïve 東京 Ωmega") == [
        "cafe", "zurich", "naive", "東京", "ωmega",
      ])
  }

  @Test func symbolsAndEmojiSeparateWords() {
    #expect(SearchRecord.words("a🙂b tool→call 72°F x") == ["tool", "call", "72"])
  }

  @Test func aRecordMarksWhereEachWordAppears() {
    let record = SearchRecord(
      kind: "lesson", title: "Weather tools", url: "w/index.html", summary: "",
      headings: ["Calling tools"], text: "A weather tool answers.")
    #expect(record.terms["weather"] == 1 | 4)
    #expect(record.terms["tools"] == 1 | 2)
    #expect(record.terms["calling"] == 2)
    #expect(record.terms["answers"] == 4)
    #expect(record.terms["a"] == nil)
  }
}

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

  @Test func wordsThatLeaveASCIIMidwayAreWhole() {
    #expect(
      SearchRecord.words("rainé naïvely x2y getWeather 東京x ab") == [
        "raine", "naively", "x2y", "getweather", "get", "weather", "東京x", "ab",
      ])
  }

  @Test func symbolsAndEmojiSeparateWords() {
    #expect(SearchRecord.words("a🙂b tool→call 72°F x") == ["tool", "call", "72"])
  }

  @Test func aRecordMarksWhereEachWordAppears() throws {
    let line = SearchCache.line(
      key: "k",
      SearchText(
        kind: "lesson", title: "Weather tools", url: "w/index.html", summary: "",
        headings: ["Calling tools"], text: "A weather tool answers."))
    let record = try #require(SearchCache.record(line: line))
    #expect(record.terms["weather"] == 1 | 4)
    #expect(record.terms["tools"] == 1 | 2)
    #expect(record.terms["calling"] == 2)
    #expect(record.terms["answers"] == 4)
    #expect(record.terms["a"] == nil)
  }

  @Test func wordsSharingTheirFirstEightBytesOrWhollyPrefixesSortByEveryByte() {
    let words = [
      "internationalization", "internationalisation", "international", "internationally",
      "intern", "internat", "internati", "internatio", "int", "interna", "internationalizations",
      "zz", "internationaa",
    ]
    var seen: [String] = []
    SearchText(
      kind: "lesson", title: "", url: "u", summary: "", headings: [],
      text: words.joined(separator: " ")
    ).terms().forEach { word, _ in seen.append(String(decoding: word, as: UTF8.self)) }
    #expect(seen == words.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) })
  }

  @Test func manyWordsKeepTheirPlacesAndComeOutInByteOrder() {
    // Enough unique words to grow the table several times, each in the text and some in
    // the title too.
    let words = (0..<3_000).map { "w\(String($0, radix: 36))x" }
    let page = SearchText(
      kind: "lesson", title: words.prefix(40).joined(separator: " "), url: "u", summary: "",
      headings: ["Éclair"], text: words.reversed().joined(separator: " ") + " éclair zebra")
    var seen: [(String, Int)] = []
    page.terms().forEach { seen.append((String(decoding: $0, as: UTF8.self), $1)) }
    #expect(seen.count == 3_002)
    #expect(
      seen.map(\.0) == seen.map(\.0).sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) })
    let masks = Dictionary(uniqueKeysWithValues: seen)
    #expect(masks["w0x"] == 1 | 4)
    #expect(masks["w2bx"] == 4)
    #expect(masks["eclair"] == 2 | 4)
    #expect(masks["zebra"] == 4)
  }

  @Test func aCacheLineStaysOneLineWhateverTheTitleHolds() {
    let line = SearchCache.line(
      key: "k",
      SearchText(
        kind: "lesson", title: "Two\r\nlines\tand a tab", url: "a/index.html",
        summary: "Sum\nmary", headings: [], text: "Weather weather getWeather"))
    #expect(!line.contains("\n") && !line.contains("\r"))
    #expect(
      line
        == "k\tlesson\tTwo  lines and a tab\ta/index.html\tSum mary\u{1F}\u{1F}Weather weather getWeather\t"
        + "get:4 getweather:4 lines:1 tab:1 two:1 weather:4")
    let record = SearchCache.record(line: line)
    #expect(record?.terms["lines"] == 1 && record?.terms["weather"] == 4)
    #expect(record?.title == "Two  lines and a tab")
  }
}

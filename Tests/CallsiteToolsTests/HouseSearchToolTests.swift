import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@Suite struct HouseSearchToolTests {
  func filter(_ type: String, _ value: String) -> JSONValue {
    ["type": .string(type), "value": .string(value), "note": "from the test"]
  }

  func search(_ tool: any Tool, _ filters: [JSONValue], reset: Bool? = nil) async throws
    -> JSONValue
  {
    var arguments = JSONObject([("filters", .array(filters))])
    if let reset { arguments["reset"] = .bool(reset) }
    return TestSupport.json(try await tool.call(arguments: .object(arguments)))
  }

  func count(_ result: JSONValue) -> Int { result["matchCount"]?.intValue ?? -1 }

  @Test func theOutputMatchesItsDeclaredShape() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    let output = try await tool.call(arguments: ["filters": [filter("minBedrooms", "3")]])
    #expect(TestSupport.violations(output, builtin: "houseSearch").isEmpty)
  }

  @Test func atLeastOneHundredFiftyListingsAreBundled() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    #expect(count(try await search(tool, [])) >= 150)
  }

  @Test func theFilterTypesNumberAboutFifty() throws {
    let definition = try #require(BuiltinTools.definition(for: "houseSearch"))
    let types = definition.parameters.jsonValue.value(
      at: "/properties/filters/items/properties/type/enum")?.arrayValue
    #expect((45...60).contains(types?.count ?? 0))
  }

  @Test func filtersAccumulateAcrossCalls() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    let first = try await search(tool, [filter("minBedrooms", "3")])
    let second = try await search(tool, [filter("hasPool", "yes")])
    #expect(count(second) < count(first))
    #expect(second["activeFilters"]?.arrayValue?.count == 2)
    for house in second["houses"]?.arrayValue ?? [] {
      #expect((house["bedrooms"]?.intValue ?? 0) >= 3)
      #expect(house["matchedFeatures"] == ["hasPool"])
    }
  }

  @Test func aNewValueReplacesTheSameFilterType() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    _ = try await search(tool, [filter("maxPrice", "300000")])
    let result = try await search(tool, [filter("maxPrice", "$500k")])
    #expect(result["activeFilters"] == [["type": "maxPrice", "value": "$500k"]])
    for house in result["houses"]?.arrayValue ?? [] {
      #expect((house["price"]?.intValue ?? .max) <= 500_000)
    }
  }

  @Test func resetDropsEarlierFilters() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    let all = count(try await search(tool, []))
    _ = try await search(tool, [filter("hasPool", "true"), filter("minBedrooms", "4")])
    let result = try await search(tool, [], reset: true)
    #expect(count(result) == all)
    #expect(result["activeFilters"] == [])
    #expect(result["message"]?.stringValue?.contains("Cleared") == true)
  }

  @Test func aValueThatDoesNotParseIsIgnoredAndMentioned() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    let all = count(try await search(tool, []))
    let result = try await search(tool, [filter("maxPrice", "cheap")])
    #expect(count(result) == all)
    #expect(result["ignoredFilters"]?.arrayValue?.first?["type"] == "maxPrice")
    #expect(result["message"]?.stringValue?.contains("Ignored the filter maxPrice") == true)
  }

  @Test func aFreshInstanceStartsWithoutFilters() async throws {
    let file = try ToolFile.load(
      contentsOf: TestSupport.contentTools.appendingPathComponent("searchHouses.json"))
    let first = try file.makeTool()
    _ = try await search(first, [filter("hasPool", "yes")])
    let second = try file.makeTool()
    #expect(try await search(second, [])["activeFilters"] == [])
  }

  @Test func resultsListTheLeastExpensiveFirst() async throws {
    let tool = try TestSupport.builtin("houseSearch")
    let prices = try await search(tool, [])["houses"]?.arrayValue?.compactMap {
      $0["price"]?.intValue
    }
    #expect(prices == prices?.sorted())
    #expect(prices?.count == 5)
  }
}

@Suite struct HouseFilterValueTests {
  func matchCount(_ type: String, _ value: String) async throws -> Int? {
    let tool = try TestSupport.builtin("houseSearch")
    let output = try await tool.call(
      arguments: ["filters": [["type": .string(type), "value": .string(value)]]])
    let result = TestSupport.json(output)
    guard result["ignoredFilters"] == [] else { return nil }
    return result["matchCount"]?.intValue
  }

  @Test func numbersMayBeWrittenAsWordsOrWithUnits() async throws {
    let plain = try await matchCount("minBedrooms", "3")
    #expect(plain != nil)
    #expect(try await matchCount("minBedrooms", "three") == plain)
    #expect(try await matchCount("maxPrice", "$450,000") == matchCount("maxPrice", "450k"))
    #expect(try await matchCount("maxPrice", "1.2M") == matchCount("maxPrice", "1200000"))
  }

  @Test func featuresTakeYesOrNo() async throws {
    let with = try #require(try await matchCount("hasPool", "yes"))
    let without = try #require(try await matchCount("hasPool", "no"))
    let all = try #require(try await matchCount("minBedrooms", "0"))
    #expect(with + without == all)
    #expect(try await matchCount("hasPool", "maybe") == nil)
  }
}

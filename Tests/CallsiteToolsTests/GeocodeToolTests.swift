import CallsiteCore
import CallsiteTools
import Testing

@Suite struct GeocodeToolTests {
  func locate(_ input: String) async throws -> JSONValue {
    let tool = try TestSupport.builtin("geocode")
    return TestSupport.json(try await tool.call(arguments: ["location": .string(input)]))
  }

  @Test func aCityGivesItsNameAndCoordinates() async throws {
    let result = try await locate("Raleigh")
    #expect(result == ["name": "Raleigh, NC", "latitude": 35.7796, "longitude": -78.6382])
  }

  @Test func theOutputMatchesItsDeclaredShape() async throws {
    let tool = try TestSupport.builtin("geocode")
    let output = try await tool.call(arguments: ["location": "Toronto"])
    #expect(TestSupport.violations(output, builtin: "geocode").isEmpty)
  }

  @Test func caseAndAccentsDoNotMatter() async throws {
    #expect(try await locate("MONTREAL")["name"] == "Montréal, Canada")
    #expect(try await locate("são paulo")["name"] == "São Paulo, Brazil")
  }

  @Test func aStateCodeChoosesBetweenNamesakes() async throws {
    #expect(try await locate("Portland")["name"] == "Portland, OR")
    #expect(try await locate("Portland, ME")["name"] == "Portland, ME")
    #expect(try await locate("Springfield, Illinois")["name"] == "Springfield, IL")
  }

  @Test func aCountryChoosesBetweenNamesakes() async throws {
    #expect(try await locate("Birmingham, UK")["name"] == "Birmingham, United Kingdom")
    #expect(try await locate("Hamilton, Bermuda")["name"] == "Hamilton, Bermuda")
  }

  @Test func aQualifierWithoutACommaWorks() async throws {
    #expect(try await locate("Raleigh NC")["name"] == "Raleigh, NC")
    #expect(try await locate("Paris France")["name"] == "Paris, France")
  }

  @Test func abbreviationsAndAliasesAreUnderstood() async throws {
    #expect(try await locate("St Louis")["name"] == "St. Louis, MO")
    #expect(try await locate("Saint Louis, Missouri")["name"] == "St. Louis, MO")
    #expect(try await locate("NYC")["name"] == "New York, NY")
    #expect(try await locate("Washington, D.C.")["name"] == "Washington, DC")
  }

  @Test func anUnknownPlaceThrowsNamingTheInput() async throws {
    let tool = try TestSupport.builtin("geocode")
    await #expect(throws: GeocodingError.noMatchingLocation("Atlantis")) {
      try await tool.call(arguments: ["location": "Atlantis"])
    }
  }

  @Test func aKnownCityWithTheWrongStateIsNotAMatch() async throws {
    let tool = try TestSupport.builtin("geocode")
    await #expect(throws: GeocodingError.noMatchingLocation("Raleigh, TX")) {
      try await tool.call(arguments: ["location": "Raleigh, TX"])
    }
  }

  static let capitals = [
    "Montgomery, AL", "Juneau, AK", "Phoenix, AZ", "Little Rock, AR", "Sacramento, CA",
    "Denver, CO", "Hartford, CT", "Dover, DE", "Tallahassee, FL", "Atlanta, GA", "Honolulu, HI",
    "Boise, ID", "Springfield, IL", "Indianapolis, IN", "Des Moines, IA", "Topeka, KS",
    "Frankfort, KY", "Baton Rouge, LA", "Augusta, ME", "Annapolis, MD", "Boston, MA",
    "Lansing, MI", "Saint Paul, MN", "Jackson, MS", "Jefferson City, MO", "Helena, MT",
    "Lincoln, NE", "Carson City, NV", "Concord, NH", "Trenton, NJ", "Santa Fe, NM", "Albany, NY",
    "Raleigh, NC", "Bismarck, ND", "Columbus, OH", "Oklahoma City, OK", "Salem, OR",
    "Harrisburg, PA", "Providence, RI", "Columbia, SC", "Pierre, SD", "Nashville, TN",
    "Austin, TX", "Salt Lake City, UT", "Montpelier, VT", "Richmond, VA", "Olympia, WA",
    "Charleston, WV", "Madison, WI", "Cheyenne, WY",
  ]

  @Test func everyStateCapitalIsKnown() async throws {
    for capital in Self.capitals {
      #expect(try await locate(capital)["name"] == .string(capital))
    }
  }
}

import CallsiteCore
import Foundation
import Testing

@testable import Playground

private func journal(_ h: Harness) -> Journal {
  Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 300,
    started: Date(timeIntervalSince1970: 1_700_000_000))
}

private func size(_ url: URL) throws -> Int {
  try Data(contentsOf: url).count
}

@Test func aLongSessionsJournalGrowsByTheSameAmountEachTurn() async throws {
  let turns = 120
  let h = Harness(Array(repeating: .text("It is sunny in Paris today."), count: turns))
  let j = journal(h)
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: j)
  var sizes: [Int] = []
  for i in 1...turns {
    try await h.run("Weather in Paris, take \(i)?")
    sizes.append(try size(j.url))
  }
  // What one turn adds, early and late in the session: the same, whatever came before.
  let early = sizes[20] - sizes[10]
  let late = sizes[turns - 1] - sizes[turns - 11]
  #expect(late <= early + early / 10)
  let (state, _) = try #require(Journal.fold(try Data(contentsOf: j.url)))
  #expect(state == (await h.playground.snapshot()))
}

@Test func savingCompactsTheJournalToTheSessionAlone() async throws {
  let h = Harness([.text("one"), .text("two"), .text("three")])
  let j = journal(h)
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: j)
  try await h.run("First", "Second", ":save chat")
  let lines = try String(contentsOf: j.url, encoding: .utf8).split(separator: "\n")
  #expect(lines.count == 2)
  #expect(lines[1].contains("\"set\""))
  try await h.run("Third")
  let (state, _) = try #require(Journal.fold(try Data(contentsOf: j.url)))
  #expect(state == (await h.playground.snapshot()))
}

@Test func aCompactedJournalIsStillOfferedAfterACrash() async throws {
  let h = Harness([.text("one")])
  var j: Journal? = journal(h)
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: j)
  try await h.run("Keep this", ":save chat")
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: nil)
  j = nil
  let found = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 301, started: Date()
  ).unfinished()
  #expect(found.count == 1)
  #expect(found.first?.lastPrompt == "Keep this")
}

@Test func aCommandThatLeavesTheTranscriptWritesOnlyWhatItChanged() async throws {
  let h = Harness([.text("one"), .text("two")])
  let j = journal(h)
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: j)
  try await h.run("First", ":tool new getWeather \"Get the weather\"")
  let lines = try String(contentsOf: j.url, encoding: .utf8).split(separator: "\n")
  #expect(!lines.last!.contains("\"transcript\""))
  #expect(lines.last!.contains("getWeather"))
  try await h.run("Second")
  let (state, _) = try #require(Journal.fold(try Data(contentsOf: j.url)))
  #expect(state == (await h.playground.snapshot()))
}

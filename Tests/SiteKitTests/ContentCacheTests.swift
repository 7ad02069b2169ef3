import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build cache's record of content files: unchanged files are not read again, and any
/// edit, even one that keeps the size and the modification time, is seen.
@Suite struct ContentCacheTests {
  func build(_ folder: TemporaryFolder) throws(BuildFailure) -> BuildSummary {
    try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
  }

  @Test func aStampIsInodeSizeAndBothTimesToTheNanosecond() throws {
    let folder = TemporaryFolder()
    try folder.write(["a.md": "hello"])
    let path = folder.url.appendingPathComponent("a.md").path
    var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 5), timespec(tv_sec: 0, tv_nsec: 0)]
    times[1] = times[0]
    _ = utimensat(AT_FDCWD, path, &times, 0)
    var info = stat()
    #expect(stat(path, &info) == 0)
    let c = info.st_ctim
    let expected = "\(info.st_ino):5:1700000000.5:\(c.tv_sec).\(c.tv_nsec)"
    #expect(FileStamp(path: path)?.text == expected)
    let handle = try #require(DirectoryHandle(path: folder.url.path))
    #expect(FileStamp("a.md", in: handle, path: "/nowhere")?.text == expected)
    #expect(FileStamp("b.md", in: handle, path: path) == nil)
  }

  /// Sets a file's modification time back to what it was.
  func setModificationTime(_ path: String, to time: timespec) {
    var times = [time, time]
    _ = utimensat(AT_FDCWD, path, &times, 0)
  }

  func modificationTime(_ path: String) -> timespec {
    var info = stat()
    _ = stat(path, &info)
    #if canImport(Darwin)
      return info.st_mtimespec
    #else
      return info.st_mtim
    #endif
  }

  @Test func anEditOfTheSameSizeWithTheOldModificationTimeIsSeen() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let lesson = folder.url.appendingPathComponent("content/lessons/02-more/01-extra.md").path
    let before = modificationTime(lesson)
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nThe END.\n"])
    setModificationTime(lesson, to: before)
    let summary = try build(folder)
    #expect(summary.pagesWritten >= 1)
    #expect(folder.read("site")["more/extra/index.html"]?.contains("The END.") == true)
  }

  @Test func anEditedTranscriptOfTheSameSizeIsSeen() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let path = "content/transcripts/tiny.json"
    let file = folder.url.appendingPathComponent(path).path
    let before = modificationTime(file)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try folder.write([
      path: text.replacingOccurrences(of: "Hello **there**.", with: "Howdy **there**.")
    ])
    setModificationTime(file, to: before)
    _ = try build(folder)
    #expect(folder.read("site")["transcripts/tiny/index.html"]?.contains("Howdy") == true)
  }

  @Test func aRebuildFromTheCacheWritesWhatACleanBuildWrites() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let cached = try #require(
      String(
        data: try Data(
          contentsOf: folder.url.appendingPathComponent(".callsite-cache/site/content-cache")),
        encoding: .utf8))
    #expect(cached.contains("lessons/01-start/01-hello.md"))
    #expect(cached.contains("transcripts/tiny.json"))
    // A new site description renders every page again, taking lessons' front matter and
    // embeds from the cache and reading their bodies only to render them.
    let config = smallCourse["content/site.json"]!.replacingOccurrences(
      of: "A course in three lessons.", with: "Three lessons.")
    try folder.write(["content/site.json": config])
    let summary = try build(folder)
    #expect(summary.pagesReused == 0)
    let rebuilt = folder.read("site")
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/site.json": config])
    _ = try build(fresh)
    #expect(rebuilt == fresh.read("site"))
  }

  @Test func aDamagedCacheIsIgnored() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let before = folder.read("site")
    try folder.write([
      ".callsite-cache/site/content-cache": ContentCache.header + "\n{\"lessons\": {\"lessons/01"
    ])
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nThe end.\n"])
    _ = try build(folder)
    #expect(folder.read("site") == before)
  }

  @Test func aCacheFileCutShortOrChangedReadsAsMissing() throws {
    let folder = TemporaryFolder()
    let url = folder.url.appendingPathComponent("cache")
    CacheFile.write(Array("line one\nline two\n".utf8), to: url)
    #expect(CacheFile.read(url) == Array("line one\nline two\n".utf8))
    // A shorter file written over a longer one leaves nothing of the old one behind.
    CacheFile.write(Array("one\n".utf8), to: url)
    #expect(CacheFile.read(url) == Array("one\n".utf8))
    let whole = try Data(contentsOf: url)
    try whole.dropLast(5).write(to: url)
    #expect(CacheFile.read(url) == nil)
    var changed = [UInt8](whole)
    changed[0] = UInt8(ascii: "O")
    try Data(changed).write(to: url)
    #expect(CacheFile.read(url) == nil)
  }

  @Test func searchWordsThatDoNotReadBackMakeAWholeBuild() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let chunk = folder.url.appendingPathComponent(".callsite-cache/site/search-cache-0")
    #expect(CacheFile.read(chunk) != nil)
    try Data("damaged".utf8).write(to: chunk)
    // A word with a new first letter: the index is made again from every page's words.
    let edited = "---\ntitle: Extra\n---\nZebras call tools.\n"
    try folder.write(["content/lessons/02-more/01-extra.md": edited])
    let summary = try build(folder)
    #expect(summary.pagesReused == 0)
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try build(fresh)
    #expect(folder.read("site") == fresh.read("site"))
    #expect(CacheFile.read(chunk) != nil)
  }

  @Test func theCacheRoundTrips() throws {
    let stamp = try #require(FileStamp(text: "1:2:3.4:5.6"))
    let transcriptStamp = try #require(FileStamp(text: "9:9:9.9:9.9"))
    let entry = ContentCache.LessonEntry(
      stamp: stamp,
      fields: [("title", "A \"quoted\"\ttitle, a \\ and a\nline"), ("tags", "")],
      bodyLine: 4, bodyOffset: 27, bodyHash: "abc",
      embeds: Embeds(
        transcripts: ["t", "u"], tools: ["w"], whole: ["t"],
        compares: [["t", "u"], ["u", "t", "v"]]))
    let written = ContentCacheLines(
      lessons: [ContentCache.line(lesson: "lessons/a\tb.md", entry)],
      transcripts: [
        ContentCache.line(transcript: "transcripts/t.json", stamp: transcriptStamp, hash: "def")
      ])
    let folder = TemporaryFolder()
    CacheFile.write(written.bytes, to: folder.url.appendingPathComponent(ContentCache.fileName))
    let read = ContentCache(folder: folder.url)
    let lesson = read.lesson("lessons/a\tb.md")
    #expect(lesson?.stamp == stamp)
    #expect(lesson?.fields.map(\.key) == ["title", "tags"])
    #expect(lesson?.fields.map(\.value) == ["A \"quoted\"\ttitle, a \\ and a\nline", ""])
    #expect(lesson?.bodyLine == 4)
    #expect(lesson?.bodyOffset == 27)
    #expect(lesson?.bodyHash == "abc")
    #expect(
      lesson?.embeds
        == Embeds(
          transcripts: ["t", "u"], tools: ["w"], whole: ["t"],
          compares: [["t", "u"], ["u", "t", "v"]]))
    #expect(read.transcript("transcripts/t.json")?.hash == "def")
    #expect(read.transcript("transcripts/t.json")?.stamp == transcriptStamp)
    // A file whose stamp changed is not taken from the cache.
    #expect(read.lesson("lessons/a\tb.md", stamp: transcriptStamp) == nil)
    #expect(read.transcript("transcripts/t.json", stamp: stamp) == nil)
    // Written back as it was read.
    let (_, lessonLine) = try #require(read.lesson("lessons/a\tb.md", stamp: stamp))
    let (_, transcriptLine) = try #require(
      read.transcript("transcripts/t.json", stamp: transcriptStamp))
    #expect(
      ContentCacheLines(lessons: [lessonLine], transcripts: [transcriptLine]).bytes
        == written.bytes)
  }

  @Test func aFileIsFoundByItsPathWhenItsLineIsNotWhereItIsLookedFor() throws {
    let stamp = try #require(FileStamp(text: "1:2:3.4:5.6"))
    func entry(_ hash: String) -> ContentCache.LessonEntry {
      ContentCache.LessonEntry(
        stamp: stamp, fields: [("title", hash)], bodyLine: 1, bodyOffset: 0, bodyHash: hash,
        embeds: Embeds(transcripts: [], tools: [], whole: [], compares: []))
    }
    let written = ContentCacheLines(
      lessons: [
        ContentCache.line(lesson: "lessons/a.md", entry("a")),
        ContentCache.line(lesson: "lessons/b.md", entry("b")),
      ],
      transcripts: [
        ContentCache.line(transcript: "transcripts/t.json", stamp: stamp, hash: "t"),
        ContentCache.line(transcript: "transcripts/u.json", stamp: stamp, hash: "u"),
      ])
    let folder = TemporaryFolder()
    CacheFile.write(written.bytes, to: folder.url.appendingPathComponent(ContentCache.fileName))
    let read = ContentCache(folder: folder.url)
    // On its line, on another file's line, past the end, and with no place at all.
    for place in [1, 0, 7, nil] {
      #expect(read.lesson("lessons/b.md", stamp: stamp, place: place)?.0.bodyHash == "b")
      #expect(read.transcript("transcripts/u.json", stamp: stamp, place: place)?.hash == "u")
    }
    // A path the cache does not have is not given the line it was looked for on.
    #expect(read.lesson("lessons/c.md", stamp: stamp, place: 0) == nil)
    #expect(read.lesson("lessons/a", stamp: stamp, place: 0) == nil)
    #expect(read.transcript("transcripts/v.json", stamp: stamp, place: 0) == nil)
    #expect(read.lesson("transcripts/t.json", stamp: stamp, place: 0) == nil)
  }

  @Test func aStampReadsBackFromItsText() throws {
    for text in ["1:2:3.4:5.6", "0:0:0.0:0.0", "18446744:-5:-1700000000.999999999:12.0"] {
      #expect(FileStamp(text: text)?.text == text)
    }
    let stamp = try #require(FileStamp(text: "123:45:1700000000.5:1700000001.999999999"))
    #expect(stamp.inode == 123)
    #expect(stamp.size == 45)
    #expect(stamp.modified == 1_700_000_000)
    #expect(stamp.modifiedNanoseconds == 5)
    #expect(stamp.changed == 1_700_000_001)
    #expect(stamp.changedNanoseconds == 999_999_999)
    for bad in [
      "", "1:2:3.4:5", "1:2:3.4:5.6:7", "1:2:3:4:5.6", "a:2:3.4:5.6", "1:2:3.4:5.6 ", "-:2:3.4:5.6",
    ] {
      #expect(FileStamp(text: bad) == nil, "\(bad)")
    }
  }
}

import Foundation

/// The search index made from every searchable page's line of the search cache, in groups of
/// files that each depend on one part of the lines only: the term shards of the words that
/// start with one byte (the writer splits each first letter's words on their own, and one
/// byte's letters follow each other), and each file of 500 page rows. A group's hash is the
/// hash of its part of every line; a build makes again only the groups whose hash differs
/// from the last build's (or whose files the site no longer has), and takes the others'
/// shard names from the last build's list. So the index is, byte for byte, the one made
/// whole, while a one-lesson rebuild of 10,000 lessons inverts a few letters' words rather
/// than four million.
struct SearchIndexGroups {
  static let fileName = "search-groups"
  static let header = "callsite-search-groups 1"

  /// Each group's hash and the prefixes of its term shards (none for rows), by name.
  var groups: [String: (hash: UInt64, prefixes: [String])] = [:]

  init() {}

  /// The groups the last build listed in `folder`; none when the list is missing or damaged.
  init(folder: URL) {
    guard
      let lines = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    for line in lines {
      let fields = line.split(separator: 9, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard fields.count >= 2, let hash = UInt64(fields[1], radix: 16) else { return }
      groups[fields[0]] = (hash, Array(fields.dropFirst(2)))
    }
  }

  /// The list as the cache file holds it: a group a line, its name, hash and prefixes.
  var bytes: [UInt8] {
    var out = Array((Self.header + "\n").utf8)
    for name in groups.keys.sorted() {
      let (hash, prefixes) = groups[name]!
      out.append(
        contentsOf: ([name, String(hash, radix: 16)] + prefixes).joined(separator: "\t").utf8)
      out.append(10)
    }
    return out
  }

  /// The index of these lines: the files to write (the groups made again, and the shard
  /// table), every file's path, and the groups for the next build. `has` says whether the
  /// site holds a file.
  static func index(
    lines: [ArraySlice<UInt8>], last: SearchIndexGroups, has: (String) -> Bool
  ) -> (write: [(path: String, text: String)], paths: [String], groups: SearchIndexGroups) {
    let scan = LineScan(lines)
    var write: [(path: String, text: String)] = []
    var paths: [String] = []
    var next = SearchIndexGroups()
    func kept(_ name: String, _ hash: UInt64, files: [String]) -> [String]? {
      guard let group = last.groups[name], group.hash == hash, files.allSatisfy(has) else {
        return nil
      }
      return group.prefixes
    }
    for (k, hash) in scan.rowHashes.enumerated() {
      let path = "search/docs-\(k).js"
      paths.append(path)
      next.groups["d\(k)"] = (hash, [])
      if kept("d\(k)", hash, files: [path]) != nil { continue }
      let start = k * SearchIndexWriter.docsPerShard
      let end = min(lines.count, start + SearchIndexWriter.docsPerShard)
      let docs = start..<end
      write.append((path, SearchIndexWriter.docsText(k, docs.map { scan.row($0, lines) }[...])))
    }
    // The groups of term shards: those kept, then the others made on all cores.
    var shardsOf: [Int: [String]] = [:]
    var remade: [Int] = []
    for byte in 0..<256 where !scan.segments[byte].isEmpty {
      let name = "t\(byte)"
      if let known = last.groups[name]?.prefixes,
        let same = kept(
          name, scan.wordHashes[byte].value,
          files: TermShard.ids(known).map { SearchIndexWriter.shardPath(id: $0) })
      {
        shardsOf[byte] = same
      } else {
        remade.append(byte)
      }
    }
    let made = ParallelMap.map(remade) { byte in scan.shards(byte, lines) }
    for (byte, files) in zip(remade, made) {
      shardsOf[byte] = files.prefixes
      write += files.texts
    }
    var prefixes: [String] = []
    for byte in shardsOf.keys.sorted() {
      prefixes += shardsOf[byte]!
      next.groups["t\(byte)"] = (scan.wordHashes[byte].value, shardsOf[byte]!)
    }
    paths += TermShard.ids(prefixes).map { SearchIndexWriter.shardPath(id: $0) }
    let table = SearchIndexWriter.indexText(pages: lines.count, prefixes: prefixes)
    write.append(("search/index.js", table))
    paths.append("search/index.js")
    return (write, paths, next)
  }
}

/// Where each line's words of each first byte are, and the hashes of the groups.
private struct LineScan {
  /// Where the tabs between each line's first six fields are (none for a line that is not
  /// one the cache writes).
  var tabs: [[Int]] = []
  /// By first byte: each page's run of words starting with it (the page, and where the run
  /// is in its line).
  var segments = [[(doc: Int, start: Int, end: Int)]](repeating: [], count: 256)
  var wordHashes = [FastHash](repeating: FastHash(), count: 256)
  /// The hash of each file of rows.
  var rowHashes: [UInt64] = []

  init(_ lines: [ArraySlice<UInt8>]) {
    tabs.reserveCapacity(lines.count)
    var rowHash = FastHash()
    for (doc, line) in lines.enumerated() {
      line.withUnsafeBufferPointer { add(doc, $0, &rowHash) }
      if (doc + 1) % SearchIndexWriter.docsPerShard == 0 || doc == lines.count - 1 {
        rowHashes.append(rowHash.value)
        rowHash = FastHash()
      }
    }
  }

  /// One line: where its fields are and its runs of words.
  private mutating func add(
    _ doc: Int, _ line: UnsafeBufferPointer<UInt8>, _ rowHash: inout FastHash
  ) {
    var tabs: [Int] = []
    var i = 0
    while tabs.count < 5 && i < line.count {
      if line[i] == 9 { tabs.append(i) }
      i += 1
    }
    guard tabs.count == 5 else {
      self.tabs.append([])
      rowHash.combine(UnsafeRawBufferPointer(start: nil, count: 0))
      return
    }
    self.tabs.append(tabs)
    rowHash.combine(
      UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: line[(tabs[0] + 1)..<tabs[4]])))
    var start = i
    while start < line.count {
      let first = line[start]
      var end = start
      // The run ends before the first word that starts with another byte.
      while end < line.count {
        while end < line.count && line[end] != 32 { end += 1 }
        if end + 1 < line.count && line[end + 1] == first { end += 1 } else { break }
      }
      segments[Int(first)].append((doc, start, end))
      var number = doc
      withUnsafeBytes(of: &number) { wordHashes[Int(first)].combine($0) }
      wordHashes[Int(first)].combine(
        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: line[start..<end])))
      start = end + 1
    }
  }

  /// Page `doc`'s title, URL, kind and summary (empty for a line that is not one the cache
  /// writes).
  func row(_ doc: Int, _ lines: [ArraySlice<UInt8>]) -> [String] {
    let tabs = self.tabs[doc]
    guard !tabs.isEmpty else { return ["", "", "", ""] }
    let line = lines[doc]
    func field(_ k: Int) -> String {
      String(
        decoding: line[(line.startIndex + tabs[k - 1] + 1)..<(line.startIndex + tabs[k])],
        as: UTF8.self)
    }
    return [field(2), field(3), field(1), field(4)]
  }

  /// The term shards of the words starting with `byte`: their prefixes, and their files.
  func shards(_ byte: Int, _ lines: [ArraySlice<UInt8>]) -> (
    prefixes: [String], texts: [(path: String, text: String)]
  ) {
    let (terms, lists) = invert(byte, lines)
    let shards = SearchIndexWriter.shards(terms, lists: lists)
    let texts = shards.map { shard in
      (
        SearchIndexWriter.shardPath(id: shard.id),
        SearchIndexWriter.termsText(
          shard.id, terms[shard.range], SearchIndexWriter.lists(of: shard, in: lists))
      )
    }
    return (shards.map(\.prefix), texts)
  }

  /// The words starting with `byte`, in String order, and their postings.
  func invert(_ byte: Int, _ lines: [ArraySlice<UInt8>]) -> (terms: [String], lists: [[Int]]) {
    var table = PostingsTable()
    for (doc, start, end) in segments[byte] {
      lines[doc].withUnsafeBufferPointer {
        table.add(words: UnsafeBufferPointer(rebasing: $0[start..<end]), doc: doc)
      }
    }
    return table.sorted()
  }
}

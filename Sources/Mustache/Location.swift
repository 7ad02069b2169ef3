/// Where a tag starts in its template: 1-based line and column.
struct Location: Sendable, Equatable {
  /// 1-based line.
  var line: Int
  /// 1-based column, counted in Unicode scalars.
  var column: Int
}

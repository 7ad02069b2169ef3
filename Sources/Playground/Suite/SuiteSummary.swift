public import CallsiteCore

/// The table `repl --suite` prints: one line per case, one column per model, each cell the
/// runs passed out of the runs made, and the failure classes seen.
public enum SuiteSummary {
  public static func text(_ results: SuiteResults) -> String {
    var lines = ["\(results.suite): \(results.cases.count) cases × \(results.models.count) models"]
    for c in results.cases {
      let cells = results.models.map { m -> String in
        let (passed, runs) = results.rate(c.name, m.id)
        let classes = Set(c.runs.filter { $0.model == m.id }.flatMap(\.classes)).sorted()
        let why = classes.isEmpty ? "" : " (\(classes.map(\.label).joined(separator: ", ")))"
        return "\(m.id) \(passed)/\(runs)\(why)"
      }
      lines.append("  \(c.name): " + cells.joined(separator: " · "))
    }
    return lines.joined(separator: "\n")
  }
}

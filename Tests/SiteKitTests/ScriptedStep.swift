@testable import SiteKit

/// A step made of a closure, to watch how the pipeline runs steps.
struct ScriptedStep: BuildStep {
  let name: String
  let body: @Sendable (BuildRun) throws(BuildFailure) -> Void

  func run(_ build: BuildRun) throws(BuildFailure) { try body(build) }
}

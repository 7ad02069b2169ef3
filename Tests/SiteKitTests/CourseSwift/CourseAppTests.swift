import Foundation
import Markdown
import Synchronization
import Testing

/// The course's Swift is one app: every lesson's blocks type-check together as one module
/// against the FoundationModels stand-in, with no default isolation and with the main actor
/// as the default (a new Xcode 26 app target's setting). `make check-course` runs this suite.
@Suite struct CourseAppTests {
  @Test(
    "every lesson's Swift, put together, type-checks as one app",
    arguments: [StandInCompiler.Isolation.nonisolated, .mainActor])
  func courseIsOneApp(isolation: StandInCompiler.Isolation) throws {
    let app = try LessonSwift.app()
    #expect(Set(app.blocks.map(\.path)).count >= 5)
    let errors = try typeCheck(app, isolation: isolation)
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  @Test("a type that two lessons declare fails the one-app check")
  func redeclarationFails() throws {
    let first = LessonSwift(
      path: "content/lessons/01-first.md",
      markdown: "```swift\nstruct Menu { var items: [String] }\n```\n")
    let second = LessonSwift(
      path: "content/lessons/02-second.md",
      markdown: "```swift\nstruct Menu { var drinks: [String] }\n```\n")
    #expect(try typeCheck(first).isEmpty)
    #expect(try typeCheck(second).isEmpty)
    let errors = try typeCheck(LessonSwift(path: "CourseApp", lessons: [first, second]))
    #expect(errors.contains { $0.contains("invalid redeclaration of 'Menu'") }, "\(errors)")
  }

  @Test("a second GetCoffeeMenuTool planted in the course's own Swift fails the one-app check")
  func plantedRedeclarationInTheCourseFails() throws {
    let course = try LessonSwift.app()
    let declared = course.blocks.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
    try #require(declared.contains("GetCoffeeMenuTool"), "the course no longer declares it")
    let planted = LessonSwift(
      path: "content/lessons/99-planted.md",
      markdown: "```swift\nnonisolated struct GetCoffeeMenuTool: Tool {\n"
        + "  let description = \"A second menu\"\n"
        + "  @Generable struct Arguments { var shop: String }\n"
        + "  func call(arguments: Arguments) async throws -> String { arguments.shop }\n}\n```\n")
    let errors = try typeCheck(LessonSwift(path: "CourseApp", lessons: [course, planted]))
    // The compiler reports the clash at one of the two declarations, by the lesson's line.
    #expect(
      errors.contains {
        $0.hasPrefix("content/lessons/")
          && $0.contains("invalid redeclaration of 'GetCoffeeMenuTool'")
      }, "\(errors)")
  }

  @Test("a call that fits one lesson's declaration but not another's fails the one-app check")
  func mismatchedInitializerFails() throws {
    let declares = LessonSwift(
      path: "content/lessons/02-declares.md",
      markdown: "```swift\nstruct Shelf { let books: [String] }\n```\n")
    let uses = LessonSwift(
      path: "content/lessons/01-uses.md",
      markdown: "```swift\nlet shelf = Shelf()\nprint(shelf)\n```\n")
    let errors = try typeCheck(LessonSwift(path: "CourseApp", lessons: [uses, declares]))
    #expect(errors.contains { $0.hasPrefix("content/lessons/01-uses.md:2:") }, "\(errors)")
  }

  @Test("a tool that belongs to the main actor fails the check")
  func mainActorToolFails() throws {
    let lesson = LessonSwift(
      path: "content/lessons/main-actor.md",
      markdown: "```swift\n@MainActor\nstruct ClockTool: Tool {\n  let description = \"The time\"\n"
        + "  @Generable struct Arguments { var zone: String }\n"
        + "  func call(arguments: Arguments) async throws -> String { arguments.zone }\n}\n```\n")
    let errors = try typeCheck(lesson, isolation: .mainActor)
    #expect(errors.contains { $0.contains("main actor-isolated") }, "\(errors)")
  }

  @Test("under main-actor default isolation, a tool's call cannot touch main-actor state")
  func mainActorStateFromCallFails() throws {
    let markdown =
      "```swift\nfinal class Progress { var text = \"\" }\n\n"
      + "nonisolated struct ClockTool: Tool {\n  let description = \"The time\"\n"
      + "  let progress: Progress\n  @Generable struct Arguments { var zone: String }\n"
      + "  func call(arguments: Arguments) async throws -> String {\n"
      + "    progress.text = arguments.zone\n    return arguments.zone\n  }\n}\n```\n"
    let lesson = LessonSwift(path: "content/lessons/progress.md", markdown: markdown)
    let errors = try typeCheck(lesson, isolation: .mainActor)
    #expect(errors.contains { $0.contains("main actor-isolated property 'text'") }, "\(errors)")
  }

  @Test("no lesson shows a tool's generated Swift beside its own type of the same name")
  func noPageShowsTwoTypesOfOneName() throws {
    let tools = try CourseTool.all()
    var checked = 0
    for path in Self.lessonPaths() {
      let markdown = try String(
        contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
      let declared = LessonSwift(path: path, markdown: markdown).blocks
        .reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
      for (shown, showsSwift) in Self.toolBlocks(in: markdown) {
        checked += 1
        guard showsSwift, let tool = tools.first(where: { $0.name == shown }) else { continue }
        let names = [tool.typeName] + (tool.outputDeclaration == nil ? [] : [tool.outputType])
        for name in names where declared.contains(name) {
          Issue.record(
            "\(path): the tool block of \(shown) shows its generated \(name) beside the lesson's own; write ```tool \(shown) no-swift"
          )
        }
      }
    }
    #expect(checked >= 6)
  }

  /// Every lesson, whether or not it holds Swift.
  private static func lessonPaths() -> [String] {
    let lessons = Repository.root.appendingPathComponent("content/lessons")
    let files = FileManager.default.enumerator(atPath: lessons.path)?.compactMap { $0 as? String }
    return (files ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "content/lessons/" + $0 }
  }

  /// The tools of the ` ```tool NAME ` blocks, each with whether it shows the generated
  /// Swift (no `no-swift`).
  private static func toolBlocks(in markdown: String) -> [(name: String, showsSwift: Bool)] {
    let found = Mutex<[(name: String, showsSwift: Bool)]>([])
    var registry = FencedBlockRegistry()
    registry.register("tool") { block in
      let words = block.arguments.split(separator: " ").map(String.init)
      if let name = words.first {
        found.withLock { $0.append((name, !words.contains("no-swift"))) }
      }
      return ""
    }
    _ = MarkdownRenderer(blocks: registry).render(markdown)
    return found.withLock { $0 }
  }

  private func typeCheck(
    _ lesson: LessonSwift, isolation: StandInCompiler.Isolation = .nonisolated
  ) throws -> [String] {
    let compiler = try StandInCompiler.shared.get()
    let folder = TemporaryFolder()
    return try lesson.typeCheck(
      with: compiler, tools: CourseTool.all(), in: folder.url, isolation: isolation)
  }
}

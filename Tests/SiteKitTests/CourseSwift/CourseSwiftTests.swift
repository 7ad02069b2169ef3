import Foundation
import Testing

/// The course's Swift compiles: every ` ```swift ` block of `content/lessons/`, one module
/// per lesson, type-checked by `swiftc` in Swift 6 language mode against the FoundationModels
/// stand-in of `Tests/FoundationModelsStandIn/`, with errors at the lesson's lines.
@Suite struct CourseSwiftTests {
  @Test(
    "every Swift block of a lesson compiles against the FoundationModels stand-in",
    arguments: LessonSwift.coursePaths())
  func lessonCompiles(path: String) throws {
    let errors = try typeCheck(LessonSwift.course(path))
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  @Test("the course has Swift blocks to compile, in several lessons")
  func courseHasSwift() throws {
    let lessons = try LessonSwift.coursePaths().map(LessonSwift.course)
    #expect(lessons.count >= 5)
    #expect(lessons.map(\.compiled.count).reduce(0, +) >= 15)
  }

  @Test("the Swift the site shows for every course tool compiles, output types included")
  func courseToolsCompile() throws {
    let compiler = try StandInCompiler.shared.get()
    let folder = TemporaryFolder()
    let tools = try CourseTool.all()
    #expect(tools.count >= 6)
    var files: [URL] = []
    for tool in tools {
      let file = folder.url.appendingPathComponent("\(tool.name).swift")
      let text = ["import FoundationModels", tool.declaration, tool.outputDeclaration ?? ""]
      try Data(text.joined(separator: "\n\n").utf8).write(to: file)
      files.append(file)
    }
    let errors = try compiler.typeCheck(files, module: "CourseTools")
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  @Test("a lesson's own version of a course tool returns what the tool's page says it returns")
  func lessonToolsAgreeWithTheSite() throws {
    let tools = try CourseTool.all()
    var checked = 0
    for lesson in try LessonSwift.coursePaths().map(LessonSwift.course) {
      for block in lesson.compiled {
        for tool in tools {
          guard let returned = tool.returnType(in: block) else { continue }
          checked += 1
          #expect(
            returned == tool.outputType,
            "\(block.path):\(block.line): \(tool.typeName).call returns \(returned), but the tool's page says \(tool.outputType)"
          )
        }
      }
    }
    #expect(checked >= 3)
  }

  @Test("no lesson declares a course tool as a class or an actor beside the site's struct")
  func courseToolsAreStructs() throws {
    let tools = try CourseTool.all()
    for lesson in try LessonSwift.coursePaths().map(LessonSwift.course) {
      for block in lesson.blocks {
        for tool in tools {
          for line in block.lines
          where line.contains("class \(tool.typeName)") || line.contains("actor \(tool.typeName)") {
            Issue.record(
              "\(block.path):\(block.line): \(tool.typeName) is a class or actor here, but the tool's page shows a struct"
            )
          }
        }
      }
    }
  }

  @Test("a compile error names the lesson's file and the line inside the block")
  func errorsAtTheLessonsLine() throws {
    let lesson = LessonSwift(
      path: "content/lessons/planted.md",
      markdown: "# Planted\n\nText.\n\n```swift\nlet session = LanguageModelSession()\n"
        + "let count: Int = session.transcript\n```\n")
    let errors = try typeCheck(lesson)
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("content/lessons/planted.md:7:") == true, "\(errors)")
  }

  @Test("statement blocks keep their own names, and declarations are shared by the lesson")
  func blockScopes() throws {
    let lesson = LessonSwift(
      path: "content/lessons/scopes.md",
      markdown: "```swift\nstruct Menu { var items: [String] }\n```\n\n"
        + "```swift\nlet menu = Menu(items: [])\nprint(menu)\n```\n\n"
        + "```swift\nlet menu = Menu(items: [\"Mocha\"])\nprint(menu.items)\n```\n")
    #expect(try typeCheck(lesson).isEmpty)
  }

  @Test("a fragment is not compiled")
  func fragmentsAreLeftOut() throws {
    let lesson = LessonSwift(
      path: "content/lessons/fragment.md",
      markdown: "```swift fragment\nif arguments.reset { active.removeAll() }\n```\n")
    #expect(lesson.blocks.count == 1)
    #expect(try typeCheck(lesson).isEmpty)
  }

  @Test("a tool whose call returns ToolOutput does not compile: that type is gone")
  func toolOutputIsGone() throws {
    let lesson = LessonSwift(
      path: "content/lessons/old.md",
      markdown: "```swift\nstruct OldTool: Tool {\n  let description = \"An old tool\"\n"
        + "  @Generable struct Arguments {}\n"
        + "  func call(arguments: Arguments) async throws -> ToolOutput {\n"
        + "    ToolOutput(\"text\")\n  }\n}\n```\n")
    let errors = try typeCheck(lesson)
    #expect(errors.contains { $0.contains("ToolOutput") }, "\(errors)")
  }

  @Test("a tool class with mutable state is rejected, because a tool is Sendable")
  func statefulClassIsNotSendable() throws {
    let lesson = LessonSwift(
      path: "content/lessons/stateful.md",
      markdown: "```swift\nfinal class CounterTool: Tool {\n  let description = \"Counts\"\n"
        + "  @Generable struct Arguments {}\n  private var count = 0\n"
        + "  func call(arguments: Arguments) async throws -> String {\n"
        + "    count += 1\n    return String(count)\n  }\n}\n```\n")
    let errors = try typeCheck(lesson)
    #expect(errors.contains { $0.contains("Sendable") }, "\(errors)")
  }

  private func typeCheck(_ lesson: LessonSwift) throws -> [String] {
    let compiler = try StandInCompiler.shared.get()
    let folder = TemporaryFolder()
    return try lesson.typeCheck(with: compiler, tools: CourseTool.all(), in: folder.url)
  }
}

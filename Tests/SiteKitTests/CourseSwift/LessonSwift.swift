import Foundation

/// One lesson's Swift as the compile test type-checks it: one module per lesson, one file per
/// block (see `SwiftBlock.sourceFile`), plus the site's Swift for each course tool the lesson
/// uses without declaring it, so that `GetCoordinatesTool()` means what the tool's page shows,
/// and for each type such a tool returns (`Forecast`) that the lesson uses or needs without
/// declaring it.
struct LessonSwift {
  /// The lesson, relative to the repository.
  var path: String
  var blocks: [SwiftBlock]

  init(path: String, markdown: String) {
    self.path = path
    blocks = SwiftBlock.blocks(in: markdown, path: path)
  }

  /// Lessons put together: their blocks, in order, as one module.
  init(path: String, lessons: [LessonSwift]) {
    self.path = path
    blocks = lessons.flatMap(\.blocks)
  }

  /// The whole course as one app: every lesson's blocks in one module, so that a type two
  /// lessons declare, or a call that does not fit the declaration of another lesson, fails.
  static func app() throws -> LessonSwift {
    LessonSwift(path: "CourseApp", lessons: try coursePaths().map(course))
  }

  /// The lessons of the course that hold Swift blocks, relative to the repository.
  static func coursePaths() -> [String] {
    let root = Repository.root
    let lessons = root.appendingPathComponent("content/lessons")
    let files = FileManager.default.enumerator(atPath: lessons.path)?.compactMap { $0 as? String }
    return (files ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "content/lessons/" + $0 }
      .filter { path in
        let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        return text?.contains("```swift") ?? false
      }
  }

  /// Reads a lesson of the course.
  static func course(_ path: String) throws -> LessonSwift {
    let url = Repository.root.appendingPathComponent(path)
    return LessonSwift(path: path, markdown: try String(contentsOf: url, encoding: .utf8))
  }

  /// The blocks that are compiled: all but fragments.
  var compiled: [SwiftBlock] { blocks.filter { !$0.isFragment } }

  /// The course tools to compile with the lesson: those it names and does not declare, and
  /// the output type of each that it names or uses through such a tool, unless it declares a
  /// type of that name itself.
  func tools(from course: [CourseTool]) -> [CourseTool] {
    let declared = compiled.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
    let words = Set(
      compiled.flatMap { $0.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" } }
        .map(String.init))
    return course.compactMap { tool in
      var tool = tool
      let usesTool = words.contains(tool.typeName) && !declared.contains(tool.typeName)
      let usesOutput =
        (usesTool || words.contains(tool.outputType)) && !declared.contains(tool.outputType)
      if !usesOutput { tool.outputDeclaration = nil }
      if !usesTool { tool.declaration = "" }
      return usesTool || tool.outputDeclaration != nil ? tool : nil
    }
  }

  /// Writes the lesson's files into `folder` and type-checks them: the errors, at the
  /// lessons' lines.
  func typeCheck(
    with compiler: StandInCompiler, tools course: [CourseTool], in folder: URL,
    isolation: StandInCompiler.Isolation = .nonisolated
  ) throws -> [String] {
    var files: [URL] = []
    for (number, block) in compiled.enumerated() {
      let lesson = block.path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? ""
      let file = folder.appendingPathComponent(
        "\(lesson)-block-\(number + 1)-line-\(block.line).swift")
      try Data(block.sourceFile(number: number + 1).utf8).write(to: file)
      files.append(file)
    }
    for tool in tools(from: course) {
      let file = folder.appendingPathComponent("content-tools-\(tool.name).swift")
      let text = ["import FoundationModels", tool.declaration, tool.outputDeclaration ?? ""]
      try Data(text.joined(separator: "\n\n").utf8).write(to: file)
      files.append(file)
    }
    guard !files.isEmpty else { return [] }
    let module = "Lesson_" + String(path.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return try compiler.typeCheck(files, module: module, isolation: isolation)
  }
}

import CallsiteTools
import Foundation

@testable import SiteKit

/// The course's tools (`content/tools/`) as the site shows them in Swift (`ToolSwift`): the
/// tool, the name of the type its `call` returns, and that type's declaration.
struct CourseTool: Sendable {
  /// The tool file's name (`getCoordinates`).
  var name: String
  /// The tool's Swift type (`GetCoordinatesTool`).
  var typeName: String
  var declaration: String
  var outputType: String
  var outputDeclaration: String?

  /// Every tool of the course, by file name.
  static func all() throws -> [CourseTool] {
    let folder = Repository.root.appendingPathComponent("content/tools")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { file in
      let tool = try ToolFile.load(contentsOf: folder.appendingPathComponent(file))
      let swift = ToolSwift(file: tool)
      let head = swift.tool.prefix { $0 != ":" }
      return CourseTool(
        name: String(file.dropLast(5)), typeName: String(head.dropFirst("struct ".count)),
        declaration: swift.tool, outputType: swift.outputType,
        outputDeclaration: swift.outputDeclaration)
    }
  }

  /// The return type a block's own `call(arguments:)` declares inside `struct TypeName`
  /// (or `final class`, `actor`), if the block declares this tool.
  func returnType(in block: SwiftBlock) -> String? {
    guard block.declaredTypes.contains(typeName) else { return nil }
    for line in block.lines where line.contains("func call(arguments:") {
      guard let arrow = line.range(of: "-> ") else { continue }
      return String(line[arrow.upperBound...].prefix { $0 != " " && $0 != "{" })
    }
    return nil
  }
}

import CallsiteCore
import CallsiteTools

/// Where tools have pages: `tools/FILE/index.html`, one for each tool file, named by the
/// file (which transcripts know by the tool's name in its definition).
enum ToolPages {
  /// The file name of the tool that transcripts call `name`: the file of that name when its
  /// definition has the same name, else the first file (by name) that defines it.
  static func fileName(of name: String, in tools: [String: LoadedTool]) -> String? {
    if let same = tools[name], same.file.definition.name == name { return name }
    return tools.keys.sorted().first { tools[$0]?.file.definition.name == name }
  }

  /// The page of the tool file `file`, from the site root.
  static func path(_ file: String) -> String { "tools/\(file)/index.html" }
}

import CallsiteCore
public import Foundation

extension TemplateLibrary {
  /// Compiles every `*.mustache` file under `folder`, subfolders included.
  ///
  /// A template's tag name is its path inside the folder without the extension
  /// (`partials/header` for `partials/header.mustache`); its messages name the file as
  /// `FOLDER/partials/header.mustache`, where FOLDER is the folder's last path component.
  public init(
    folder: URL, missingPartials: MissingPartialPolicy = .error, maximumDepth: Int = 64
  ) throws(TemplateError) {
    let root = folder.standardizedFileURL
    let display = root.lastPathComponent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder),
      isFolder.boolValue,
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else {
      throw TemplateError(
        .missingTemplate, template: root.path, line: 0, column: 0,
        message: "cannot read the templates folder: check that it exists")
    }
    var templates: [String: Template] = [:]
    let rootComponents = root.pathComponents
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "mustache" {
      files.append(url)
    }
    for url in files.sorted(by: { $0.path < $1.path }) {
      let components = url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count)
      let relative = components.joined(separator: "/")
      let key = String(relative.dropLast(".mustache".count))
      let fileName = display + "/" + relative
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw TemplateError(
          .missingTemplate, template: fileName, line: 0, column: 0,
          message: "cannot read this template file: check its permissions")
      }
      let source: String
      do {
        source = try String(strictUTF8: data)
      } catch {
        throw TemplateError(
          .notUTF8, template: fileName, line: error.line, column: error.column,
          message: error.message)
      }
      templates[key] = try Template(parsing: source, name: fileName)
    }
    self.init(templates, missingPartials: missingPartials, maximumDepth: maximumDepth)
  }
}

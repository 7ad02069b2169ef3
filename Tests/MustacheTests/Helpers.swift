import CallsiteCore
import Mustache

/// Compiles `source` as `page` and renders it with `partials` (missing partials are errors).
func render(
  _ source: String, _ data: JSONValue = [:], partials: [String: String] = [:],
  strict: Bool = false
) throws(TemplateError) -> String {
  let library = try TemplateLibrary(sources: partials)
  return try library.render(Template(parsing: source, name: "page"), context: data, strict: strict)
}

/// The error compiling `source` as `page` throws, or `nil` when it compiles.
func compileError(_ source: String) -> TemplateError? {
  do {
    _ = try Template(parsing: source, name: "page")
    return nil
  } catch {
    return error
  }
}

/// The error rendering `source` throws, or `nil` when it renders.
func renderError(
  _ source: String, _ data: JSONValue = [:], partials: [String: String] = [:],
  strict: Bool = false
) -> TemplateError? {
  do {
    _ = try render(source, data, partials: partials, strict: strict)
    return nil
  } catch {
    return error
  }
}

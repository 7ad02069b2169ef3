/// A transcript's steps as HTML, which a lesson that shows them all and the transcript's
/// own page share from one rendering (`RenderCache`).
struct RenderedSteps: Sendable {
  var html: String
}

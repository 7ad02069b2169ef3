/// A transcript's steps as HTML with where each step's wire view sits in it, so that a
/// lesson can show the steps the transcript's page shows, with a link in place of each view,
/// from the one rendering both share.
struct RenderedSteps: Sendable {
  /// Where one step's wire view is in `html`.
  struct WireView: Sendable {
    /// The view's UTF-8 offsets.
    var range: Range<Int>
    /// The step's element id.
    var stepID: String
  }

  var html: String
  /// In the order they appear.
  var wireViews: [WireView]

  /// `html` with each wire view replaced by `link(stepID)`, appended to `out`.
  func append(to out: inout String, link: (String) -> String) {
    let utf8 = html.utf8
    var done = utf8.startIndex
    for view in wireViews {
      let start = utf8.index(utf8.startIndex, offsetBy: view.range.lowerBound)
      out += html[done..<start]
      out += link(view.stepID)
      done = utf8.index(utf8.startIndex, offsetBy: view.range.upperBound)
    }
    out += html[done...]
  }
}

import CallsiteCore
import CallsiteTools
import HTMLText

/// Tool calls as the steps show them: the calls a model made, and the calls that failed.
extension TranscriptHTML {
  /// A call: the tool (linked to its page when the site has it), the arguments with those
  /// that came from earlier steps marked (`uses`), and what does not validate.
  func callBody(_ call: Transcript.ToolCall, uses: [ValueFlow.Use], context: StepContext)
    -> String
  {
    var out =
      "<div class=\"call\"><p class=\"step-tool\">\(toolName(call.name)) with arguments:</p>\n"
    switch call.parsedArguments {
    case .success(let value):
      let marks = context.markingDifferences(argumentMarks(uses, context: context))
      out +=
        "<pre class=\"code\" data-lang=\"json\"><code>\(JSONHTML.html(value, marks: marks))</code></pre>\n"
      out += flowNote(uses, context: context)
      let schema =
        transcript.toolDefinitions.first { $0.name == call.name }?.parameters
        ?? tools.values.first { $0.file.definition.name == call.name }?.file.definition.parameters
      if let schema {
        let violations = schema.validate(value)
        if !violations.isEmpty {
          out +=
            "<p class=\"invalid\"><strong>These arguments do not match the tool’s schema:</strong> "
            + violations.map { $0.description.htmlEscaped }.joined(separator: "; ") + "</p>\n"
        }
      } else {
        out +=
          "<p class=\"invalid\"><strong>The model named a tool the session does not have.</strong></p>\n"
      }
    case .failure(let error):
      out += "<pre class=\"code\"><code>\(call.arguments.htmlEscaped)</code></pre>\n"
      out +=
        "<p class=\"invalid\"><strong>The arguments are not valid JSON:</strong> \(error.description.htmlEscaped)</p>\n"
    }
    return out + "</div>\n"
  }

  func failureBody(_ f: FailedCall) -> String {
    var out = calledWith(tool: f.tool, arguments: f.arguments)
    out += "<p class=\"error\"><strong>It failed:</strong> \(f.error.htmlEscaped)</p>\n"
    if f.reportedToModel {
      out +=
        "<p class=\"muted\">The error text was sent back to the model as the tool’s output, and the turn went on.</p>\n"
    } else {
      out +=
        "<p class=\"muted\">The turn ended with a <code>LanguageModelSession.ToolCallError</code>. FoundationModels leaves a failed call out of the transcript; Callsite recorded it in <code>callsite.failures</code> so you can see it here.</p>\n"
    }
    return out
  }

  /// The step of a tool output that reports a failure in the Python SDK's words (`Tool
  /// error: …`, `Callback error: …`): the same failed-call step, with the message. The entry
  /// stays a tool output in the file.
  func outputFailureBody(_ f: ToolCallFailure) -> String {
    var out: String
    if let arguments = f.arguments {
      out = calledWith(tool: f.tool, arguments: arguments)
    } else {
      out =
        "<p class=\"step-tool\"><code>\(f.tool.htmlEscaped)</code> was called; the transcript has no call with this output’s id.</p>\n"
    }
    out += "<p class=\"error\"><strong>It failed:</strong> \(f.message.htmlEscaped)</p>\n"
    let (prefix, what) =
      f.source == .callbackError
      ? ("Callback error: ", "the SDK’s callback around the tool failed")
      : ("Tool error: ", "the tool raised an exception")
    out +=
      "<p class=\"muted\">Apple’s Python SDK reports a failed call as the tool’s output: <code>\(prefix)</code> and the message (here \(what)). The model read that text, and the turn went on.</p>\n"
    return out
  }

  /// `NAME was called with:` and the arguments, highlighted when they are JSON.
  private func calledWith(tool: String, arguments: String) -> String {
    var out = "<p class=\"step-tool\">\(toolName(tool)) was called with:</p>\n"
    if let value = try? JSONValue.parse(arguments) {
      out += "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(value))</code></pre>\n"
    } else {
      out += "<pre class=\"code\"><code>\(arguments.htmlEscaped)</code></pre>\n"
    }
    return out
  }
}

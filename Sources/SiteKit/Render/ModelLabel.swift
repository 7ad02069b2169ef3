import CallsiteCore

/// Which model made a transcript, in the words the course uses for it: the transcripts
/// index and a comparison's runs say what each model is, not only its file name, so that
/// a reader never takes the offline stand-in's rules or an author's typed moves for a
/// language model's choices.
enum ModelLabel {
  /// `Offline stand-in (rules)`, `Gemma 3 270M (pretrained; echoes)`,
  /// `Qwen2.5 1.5B Instruct (small, instruction-tuned)`, `None: moves typed by the author`.
  static func describe(_ transcript: Transcript) -> String {
    guard let p = transcript.callsite.provenance else {
      if let name = transcript.fmSession?.modelName { return "\(name) (FoundationModels)" }
      return "Not recorded (made outside Callsite)"
    }
    return describe(model: p.model, backend: p.backend)
  }

  static func describe(model: String, backend: String) -> String {
    if backend == "offline" { return "Offline stand-in (rules)" }
    if backend == "manual" { return "None: moves typed by the author" }
    let lower = model.lowercased()
    if lower.contains("gemma-3-270m") || lower.contains("gemma3-270m") {
      return "Gemma 3 270M (pretrained; echoes)"
    }
    if lower.contains("qwen2.5") {
      let size = lower.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "/" })
        .first { $0.hasSuffix("b") && Double($0.dropLast()) != nil }
      let shown = size.map { " " + $0.uppercased() } ?? ""
      return "Qwen2.5\(shown) Instruct (small, instruction-tuned)"
    }
    return model
  }
}

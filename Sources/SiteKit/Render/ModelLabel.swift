import CallsiteCore

/// Which model made a transcript, in the words the course uses for it: the transcripts
/// index and a comparison's runs say what each model is, not only its file name, so that
/// a reader never takes the offline stand-in's rules or an author's typed moves for a
/// language model's choices.
enum ModelLabel {
  /// `Offline stand-in (rules)`, `Gemma 3 270M (pretrained; echoes)`,
  /// `Qwen2.5-Coder 1.5B Instruct (small, instruction-tuned)`, `None: moves typed by the author`.
  static func describe(_ transcript: Transcript) -> String {
    guard let p = transcript.callsite.provenance else {
      if let name = transcript.fmSession?.modelName { return "\(name) (FoundationModels)" }
      if isFoundationModelsFile(transcript) { return appleOnDevice }
      return "Not recorded (made outside Callsite)"
    }
    return describe(model: p.model, backend: p.backend)
  }

  /// What a transcript in FoundationModels' format 1 with no provenance was made with:
  /// FoundationModels 26 (and Apple's Python SDK over it) runs sessions on the system's
  /// on-device model only, and its format has no field that names a model.
  static let appleOnDevice = "Apple’s on-device model (a FoundationModels file names no model)"

  /// Whether the file is FoundationModels' format 1 with nothing of Callsite's or the `fm`
  /// tool's in it.
  static func isFoundationModelsFile(_ transcript: Transcript) -> Bool {
    transcript.callsite.provenance == nil && transcript.fmSession == nil
      && transcript.version.intValue == 1
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
      let family = lower.contains("coder") ? "Qwen2.5-Coder" : "Qwen2.5"
      return "\(family)\(shown) Instruct (small, instruction-tuned)"
    }
    return model
  }
}

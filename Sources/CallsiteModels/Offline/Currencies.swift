/// Money as a prompt names it: currencies by name, code or sign, each as its ISO 4217 code
/// (*US dollars*, *bucks*, `$` → `USD`; *euros*, `€` → `EUR`; *yen*, `¥` → `JPY`).
enum Currencies {
  /// Names of currencies as normalized words, two-word names first, with their codes.
  static let names: [(words: [String], code: String)] = [
    (["us", "dollar"], "USD"), (["canadian", "dollar"], "CAD"), (["australian", "dollar"], "AUD"),
    (["british", "pound"], "GBP"), (["swiss", "franc"], "CHF"), (["dollar"], "USD"),
    (["buck"], "USD"), (["euro"], "EUR"), (["yen"], "JPY"), (["pound"], "GBP"),
    (["sterling"], "GBP"), (["quid"], "GBP"), (["franc"], "CHF"), (["yuan"], "CNY"),
    (["renminbi"], "CNY"), (["rupee"], "INR"), (["peso"], "MXN"),
  ]

  /// The codes the model knows, written as codes in a prompt (`EUR`, `usd`).
  static let codes: Set<String> = [
    "USD", "EUR", "JPY", "GBP", "CHF", "CAD", "AUD", "CNY", "INR", "MXN",
  ]

  /// Signs written before an amount (`$40`, `€100`, `£30`, `¥2,500`).
  static let signs: [Character: String] = [
    "$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR",
  ]

  /// Whether a property asks for a currency: its name or guide says *currency*.
  static func asksForCurrency(_ words: [String]) -> Bool {
    words.contains("currency")
  }

  /// The currencies a prompt names, in order, each with the role its neighbours give it
  /// (an amount's sign or the unit of a number is a source, as *from X*; *to/into/in X* a
  /// target).
  static func mentions(in prompt: PromptText) -> [EnumCase.Mention] {
    var result: [EnumCase.Mention] = []
    let tokens = prompt.tokens
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      if let code = token.currency {
        result.append(EnumCase.Mention(name: code, index: i, role: .source))
        i += 1
        continue
      }
      guard token.isWord else {
        i += 1
        continue
      }
      if codes.contains(token.text.uppercased()), token.text.count == 3 {
        result.append(
          EnumCase.Mention(
            name: token.text.uppercased(), index: i, role: EnumCase.role(at: i, tokens)))
        i += 1
        continue
      }
      let match = names.first { name in
        i + name.words.count <= tokens.count
          && zip(name.words, tokens[i..<(i + name.words.count)]).allSatisfy {
            $1.isWord && $0 == $1.norm
          }
      }
      if let match {
        result.append(
          EnumCase.Mention(
            name: match.code, index: i, role: EnumCase.role(at: i, tokens),
            length: match.words.count))
        i += match.words.count
      } else {
        i += 1
      }
    }
    return result
  }
}

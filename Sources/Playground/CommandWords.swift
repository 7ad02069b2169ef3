/// Splits a command line into words, the way an author expects to type them.
///
/// Words are separated by white space (new lines included). `"…"` and `'…'` quote a word
/// (`\"`, `\\`, `\n` and `\t` are escapes inside double quotes); `"""…"""` quotes a block,
/// dropping the new line after the opening and before the closing quotes; a word starting
/// with `{` or `[` runs to its matching bracket, so JSON may contain spaces.
public enum CommandWords {
  /// The words of `text`, or an error naming the unclosed quote or bracket.
  public static func split(_ text: String) throws(PlaygroundError) -> [String] {
    var words: [String] = []
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        i += 1
        continue
      }
      if c == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
        words.append(try block(chars, &i))
      } else if c == "\"" || c == "'" {
        words.append(try quoted(chars, &i, quote: c))
      } else if c == "{" || c == "[" {
        words.append(try bracketed(chars, &i))
      } else {
        var word = ""
        while i < chars.count, !chars[i].isWhitespace {
          word.append(chars[i])
          i += 1
        }
        words.append(word)
      }
    }
    return words
  }

  private static func block(_ chars: [Character], _ i: inout Int) throws(PlaygroundError)
    -> String
  {
    i += 3
    var body = ""
    while i < chars.count {
      if chars[i] == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
        i += 3
        if body.hasPrefix("\n") { body.removeFirst() }
        if body.hasSuffix("\n") { body.removeLast() }
        return body
      }
      body.append(chars[i])
      i += 1
    }
    throw PlaygroundError(
      "a \"\"\" block is not closed", hint: "end it with a line holding only \"\"\"")
  }

  private static func quoted(_ chars: [Character], _ i: inout Int, quote: Character)
    throws(PlaygroundError) -> String
  {
    i += 1
    var word = ""
    while i < chars.count {
      let c = chars[i]
      if c == quote {
        i += 1
        return word
      }
      if c == "\\", quote == "\"", i + 1 < chars.count {
        let next = chars[i + 1]
        switch next {
        case "n": word.append("\n")
        case "t": word.append("\t")
        default: word.append(next)
        }
        i += 2
        continue
      }
      word.append(c)
      i += 1
    }
    throw PlaygroundError(
      "a quoted word is not closed (\(quote)…)", hint: "add the closing \(quote)")
  }

  private static func bracketed(_ chars: [Character], _ i: inout Int) throws(PlaygroundError)
    -> String
  {
    var depth = 0
    var inString = false
    var word = ""
    while i < chars.count {
      let c = chars[i]
      word.append(c)
      i += 1
      if inString {
        if c == "\\", i < chars.count {
          word.append(chars[i])
          i += 1
        } else if c == "\"" {
          inString = false
        }
        continue
      }
      switch c {
      case "\"": inString = true
      case "{", "[": depth += 1
      case "}", "]":
        depth -= 1
        if depth == 0 {
          // A bracketed word may go on (`[a]b`); take the rest up to white space.
          while i < chars.count, !chars[i].isWhitespace {
            word.append(chars[i])
            i += 1
          }
          return word
        }
      default: break
      }
    }
    throw PlaygroundError(
      "\(word.first == "{" ? "{" : "[") is not closed", hint: "check the JSON's brackets")
  }
}

extension RenderPagesStep {
  /// The order to render pages in: each transcript's page a few lessons after the last
  /// lesson that embeds it, so its decoded form and rendered steps are dropped early; index
  /// pages last.
  static func renderOrder(_ pages: [SitePage], plan: SitePlan) -> [Int] {
    // Arrays by lesson number: this runs on every build, ten thousand lessons or not.
    var lessonAt = [Int](repeating: -1, count: plan.nav.order.count)
    var transcripts: [(name: String, page: Int)] = []
    var rest: [Int] = []
    for i in pages.indices {
      switch pages[i].kind {
      case .lesson(let n): lessonAt[n] = i
      case .transcript(let name): transcripts.append((name, i))
      default: rest.append(i)
      }
    }
    var position = [Int](repeating: -1, count: lessonAt.count)
    var count = 0
    for n in lessonAt.indices where lessonAt[n] >= 0 {
      position[n] = count
      count += 1
    }
    var after = [[Int]](repeating: [], count: count)
    var order: [Int] = []
    order.reserveCapacity(pages.count)
    for (name, i) in transcripts {
      let last = plan.embeddedIn(name).reduce(-1) { max($0, position[$1]) }
      if last >= 0 {
        after[min(last + transcriptLag, count - 1)].append(i)
      } else {
        order.append(i)
      }
    }
    for n in lessonAt.indices where lessonAt[n] >= 0 {
      order.append(lessonAt[n])
      order += after[position[n]]
    }
    return order + rest
  }

  /// How many lessons after the last one that embeds it a transcript's page is rendered:
  /// far enough that the two are seldom rendered at the same moment on different cores
  /// (one would wait for the other's steps), near enough that few transcripts are held.
  static let transcriptLag = 4
}

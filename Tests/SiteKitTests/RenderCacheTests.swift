import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SiteKit

@Suite struct RenderCacheTests {
  @Test func pagesAskingAtOnceShareOneRender() {
    let cache = RenderCache<String>()
    let makes = Atomic<Int>(0)
    let results = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      let value = cache.value(for: "weather", uses: 6) {
        makes.add(1, ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0.05)  // long enough for the others to ask meanwhile
        return "<ol>steps</ol>"
      }
      results.withLock { $0.append(value) }
    }
    #expect(makes.load(ordering: .relaxed) == 1)
    #expect(results.withLock { $0 } == Array(repeating: "<ol>steps</ol>", count: 6))
  }

  @Test func aValueIsDroppedAfterItsLastUseAndMadeAgainIfAskedOnce() {
    let cache = RenderCache<Int>()
    var makes = 0
    for _ in 0..<2 {
      _ = cache.value(for: "a", uses: 2) {
        makes += 1; return 1
      }
    }
    #expect(makes == 1)
    _ = cache.value(for: "a", uses: 2) {
      makes += 1; return 1
    }
    #expect(makes == 2)
    _ = cache.value(for: "b", uses: 1) {
      makes += 1; return 2
    }
    _ = cache.value(for: "b", uses: 1) {
      makes += 1; return 2
    }
    #expect(makes == 4)
  }
}

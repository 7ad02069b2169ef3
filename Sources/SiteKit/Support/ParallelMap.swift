import Dispatch

/// Maps over an array on all cores, keeping the order of results.
enum ParallelMap {
  static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    if items.count < 2 { return items.map(transform) }
    nonisolated(unsafe) let items = items
    return withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let f = transform
      return scatter(order: Array(items.indices)) { f(items[$0]) }
    }
  }

  /// `transform` of each index in `order`, on all cores in that order, each result stored
  /// at its index: `order` is a permutation of `0..<order.count`.
  static func scatter<R>(order: [Int], _ transform: (Int) -> R) -> [R] {
    let count = order.count
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let f = transform
      DispatchQueue.concurrentPerform(iterations: count) { k in
        let i = order[k]
        slots[i] = f(i)
      }
    }
    // Moved out, so the buffer holds nothing when it is freed.
    return (0..<count).map { (results.baseAddress! + $0).move()! }
  }
}

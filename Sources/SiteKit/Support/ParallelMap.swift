import Dispatch

/// Maps over an array on all cores, keeping the order of results.
enum ParallelMap {
  static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    if items.count < 2 { return items.map(transform) }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    nonisolated(unsafe) let items = items
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let f = transform
      DispatchQueue.concurrentPerform(iterations: items.count) { i in
        slots[i] = f(items[i])
      }
    }
    // Moved out, so the buffer holds nothing when it is freed.
    return (0..<items.count).map { (results.baseAddress! + $0).move()! }
  }
}

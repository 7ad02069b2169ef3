import Dispatch

/// A value made on another thread while the caller goes on; `value` waits for it.
final class Background<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Value?
  /// Read and written by the one thread that asks for the value.
  private var waited = false

  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async {
      self.result = make()
      self.done.signal()
    }
  }

  /// The value, once made. Ask from one thread only: the first call waits.
  var value: Value {
    if !waited {
      done.wait()
      waited = true
    }
    return result!
  }
}

import Foundation

/// What a finished build leaves for its caller to free: a build's tens of thousands of
/// objects take time to free one by one, which `gen serve` spends after it has told open
/// pages to reload rather than before. Given in `BuildOptions.leftovers`.
final class BuildLeftovers: @unchecked Sendable {
  private let lock = NSLock()
  private var held: [AnyObject] = []

  /// Keeps `object` alive until `drop()`.
  func keep(_ object: AnyObject) {
    lock.lock()
    held.append(object)
    lock.unlock()
  }

  /// Frees what was kept, now, on this thread.
  func drop() {
    lock.lock()
    let objects = held
    held = []
    lock.unlock()
    withExtendedLifetime(objects) {}
  }

  /// Frees what was kept, on a background thread, so the caller does not wait for it.
  func dropInBackground() {
    let parcel = Parcel()
    lock.lock()
    swap(&parcel.objects, &held)
    lock.unlock()
    guard !parcel.objects.isEmpty else { return }
    // Emptied there, so the last reference to each object goes on that thread whoever
    // releases the parcel itself.
    DispatchQueue.global(qos: .background).async { parcel.objects.removeAll() }
  }

  /// The objects handed to the background thread.
  private final class Parcel: @unchecked Sendable {
    var objects: [AnyObject] = []
  }
}

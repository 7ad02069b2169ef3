internal import CCmark

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Memory for cmark, one arena a thread: the parser's thousands of small allocations (nodes,
/// their text, line buffers) are cut from large blocks and all given back at once when the
/// outermost document on the thread is done, instead of one `malloc` and one `free` each,
/// which was half of the build's time in the allocator.
///
/// cmark's allocator has no context argument, so the arena is found through a thread-local
/// key. Documents nest (a transcript's response is Markdown rendered inside a lesson's
/// render), so an arena is reset only when its outermost document ends.
enum CmarkArena {
  /// The allocator to parse with: every node of a document, and the HTML rendered from it,
  /// comes from the calling thread's arena.
  nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
    let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
    memory.initialize(
      to: cmark_mem(
        calloc: { count, size in
          let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
          if overflow { fatalError("cmark asked for more memory than exists") }
          let p = CmarkArena.current.pointee.allocate(bytes)
          memset(p, 0, bytes)
          return p
        },
        realloc: { pointer, size in CmarkArena.current.pointee.reallocate(pointer, size) },
        free: { _ in }))
    return memory
  }()

  /// Runs `body` as one document's use of this thread's arena; the arena is emptied after
  /// the outermost one, so nothing cmark allocated inside may be used after it returns.
  static func withDocument<T>(_ body: () throws -> T) rethrows -> T {
    let arena = current
    arena.pointee.depth += 1
    defer {
      arena.pointee.depth -= 1
      if arena.pointee.depth == 0 { arena.pointee.reset() }
    }
    return try body()
  }

  /// The thread's arena, made on first use and freed when the thread exits.
  private static var current: UnsafeMutablePointer<Arena> {
    if let existing = pthread_getspecific(key) {
      return existing.assumingMemoryBound(to: Arena.self)
    }
    let arena = UnsafeMutablePointer<Arena>.allocate(capacity: 1)
    arena.initialize(to: Arena())
    pthread_setspecific(key, arena)
    return arena
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let made = pthread_key_create(&key) { raw in
      #if canImport(Darwin)
        let arena = raw.assumingMemoryBound(to: Arena.self)
      #else
        guard let arena = raw?.assumingMemoryBound(to: Arena.self) else { return }
      #endif
      arena.pointee.release()
      arena.deinitialize(count: 1)
      arena.deallocate()
    }
    if made != 0 { fatalError("cannot make a thread-local key for cmark's memory") }
    return key
  }()

  /// A bump allocator over blocks from `malloc`. Each allocation is preceded by 16 bytes that
  /// hold its size, so that `reallocate` can copy it; allocations are 16-byte aligned.
  struct Arena {
    private var blocks: [(base: UnsafeMutableRawPointer, size: Int)] = []
    /// Where the next allocation starts, and where the current block ends.
    private var next: UnsafeMutableRawPointer?
    private var end: UnsafeMutableRawPointer?
    /// The size of the next block: grown to what a document needed, so that the next one
    /// usually fits in one block.
    private var blockSize = 256 * 1024
    /// How many documents on this thread are open.
    var depth = 0

    private static let header = 16

    private static func rounded(_ bytes: Int) -> Int { (bytes + 15) & ~15 }

    mutating func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
      let total = Self.header + Self.rounded(bytes)
      if next == nil || next! + total > end! { addBlock(atLeast: total) }
      let start = next!
      start.storeBytes(of: bytes, as: Int.self)
      next = start + total
      return start + Self.header
    }

    mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, _ bytes: Int)
      -> UnsafeMutableRawPointer
    {
      guard let pointer else { return allocate(bytes) }
      let start = pointer - Self.header
      let old = start.load(as: Int.self)
      if bytes <= old {
        return pointer
      }
      // The last allocation grows where it is when the block has room.
      if next == pointer + Self.rounded(old), pointer + Self.rounded(bytes) <= end! {
        start.storeBytes(of: bytes, as: Int.self)
        next = pointer + Self.rounded(bytes)
        return pointer
      }
      let moved = allocate(bytes)
      moved.copyMemory(from: pointer, byteCount: old)
      return moved
    }

    private mutating func addBlock(atLeast bytes: Int) {
      let size = max(blockSize, bytes)
      guard let base = malloc(size) else { fatalError("out of memory for cmark") }
      blocks.append((base, size))
      next = base
      end = base + size
    }

    /// Empties the arena: one block is kept, as large as all of them were (up to 16 MB).
    mutating func reset() {
      guard blocks.count > 1 else {
        next = blocks.first?.base
        return
      }
      blockSize = min(max(blockSize, blocks.reduce(0) { $0 + $1.size }), 16 << 20)
      release()
      addBlock(atLeast: blockSize)
    }

    /// Gives every block back.
    mutating func release() {
      for block in blocks { free(block.base) }
      blocks = []
      next = nil
      end = nil
    }
  }
}

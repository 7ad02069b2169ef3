#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's driver, started from a harness's `@main`.
///
/// SwiftPM links an executable target with `main` pointing at the module's own entry point,
/// which takes the place of libFuzzer's `main`; so each harness's `@main` calls
/// `FuzzDriver.main` with its `LLVMFuzzerTestOneInput`, which runs libFuzzer as its `main`
/// would have.
public enum FuzzDriver {
  /// A libFuzzer test function: the input's bytes and their count; returns 0.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Runs libFuzzer with the process's arguments (`-max_total_time=60`, corpus folders, …)
  /// and exits with its exit code.
  public static func main(_ test: TestOneInput) -> Never {
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&count, &arguments, test))
  }
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *, size_t))`,
/// from the fuzzer runtime that `-sanitize=fuzzer` links.
@_extern(c, "LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: FuzzDriver.TestOneInput
) -> CInt

/// Stops the process with `message` when `condition` is false: a failed check of a harness,
/// which libFuzzer reports as a crash. Unlike `precondition`, it keeps its message in an
/// optimised build.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

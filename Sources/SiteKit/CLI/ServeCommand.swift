/// `gen serve`.
enum ServeCommand {
  static func run(_ arguments: [String], console: Console) async -> Int32 {
    console.error("error: gen serve is not built yet")
    return 1
  }
}

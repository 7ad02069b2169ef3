/// `gen check`.
enum CheckCommand {
  static func run(_ arguments: [String], console: Console) -> Int32 {
    console.error("error: gen check is not built yet")
    return 1
  }
}

import Foundation
import Testing

/// Blocks whose point is what they do when run, built with Foundation alone and run.
@Suite struct LessonRunTests {
  @Test("the weather error of the lesson reads as its status, message and URL")
  func weatherErrorDescribesItself() throws {
    let lesson = try LessonSwift.course(
      "content/lessons/02-packing-assistant/04-when-a-tool-fails.md")
    let block = try #require(
      lesson.compiled.first { $0.declaredTypes.contains("WeatherServiceError") })
    let compiler = try StandInCompiler.shared.get()
    let folder = TemporaryFolder()
    let main = folder.url.appendingPathComponent("main.swift")
    let program = """
      import Foundation
      \(block.code)
      let url = URL(string: "https://api.weather.gov/points/43.6532,-79.3832")!
      let error: any Error = WeatherServiceError(
        status: 404, message: "Data Unavailable For Requested Point", url: url)
      print(error.localizedDescription)
      """
    try Data(program.utf8).write(to: main)
    let executable = folder.url.appendingPathComponent("weather-error")
    let build = try compiler.run(["-swift-version", "6", "-o", executable.path, main.path])
    try #require(build.status == 0, "\(build.text)")
    let run = try StandInCompiler.run(executable, [])
    #expect(
      run.1
        == "404 Data Unavailable For Requested Point (https://api.weather.gov/points/43.6532,-79.3832)\n"
    )
  }
}

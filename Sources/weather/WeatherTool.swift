import WeatherCLI

/// The `weather` executable.
@main
enum WeatherTool {
    static func main() async {
        await WeatherCommand.runAsProcess()
    }
}

import ArgumentParser

/// The `weather` command.
public struct WeatherCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "weather")
    public init() {}
    public func run() async throws {}
}

import ArgumentParser
import Exist
import Foundation
import NeutralWeather
import TerminalKit
import WeatherArguments
import WeatherRuntime

/// `exist sync-weather`: the day's weather from this package's providers into Exist.
struct SyncWeatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync-weather",
        abstract: "Write today's weather (Caiyun or OpenWeatherMap) into Exist's weather attributes.",
        discussion: """
            Uses the same settings as `weather`: CAIYUN_TOKEN / OPENWEATHERMAP_API_KEY or the saved \
            ones, CAIYUN_BASE_URL, the default provider and saved locations. The weather attributes \
            are acquired first, then written for today in your Exist time zone.
            """)

    @OptionGroup var place: PlaceOptions
    @Option(help: "Where the weather comes from: caiyun (default) or openweathermap.") var provider: ProviderOption?
    @Flag(help: "Show what would be written without writing.") var dryRun = false
    @Flag(help: "Neither read nor write the weather cache.") var noCache = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let environment = session.environment
        var settings = try environment.weatherSettings()
        if let provider { settings.provider = provider }
        settings.units = .metric
        settings.timeout = connection.timeout
        settings.usesCache = !noCache
        let request = try place.request()

        let profile = try await session.fetching("Fetching your Exist profile…") { try await client.profile() }
        let day = profile.today(now: environment.now())
        let loaded = try await WeatherRuntimeError.reportingForCommandLine {
            try await environment.weatherRuntime(settings).load(
                request, options: WeatherLoadOptions(allowsExample: true), progress: SpinnerProgress(environment))
        }
        guard !loaded.isExample else {
            throw CLIError(
                "sync-weather writes live weather only: set CAIYUN_TOKEN (or run `weather config --token-stdin`)"
                    + " and give a place."
            )
        }
        let (updates, missing) = WeatherAttributes.updates(from: loaded.weather, on: day)
        guard !updates.isEmpty else {
            throw CLIError("The weather for \(loaded.placeLabel) has nothing for \(day) (your Exist today).")
        }
        if dryRun {
            if output.json { return try session.printJSON(updates) }
            session.print(Self.plan(updates, missing: missing, place: loaded.placeLabel, day: day))
            return
        }
        let names = updates.map(\.name)
        let (acquired, written) = try await session.fetching("Writing the weather to Exist…") {
            let acquired = try await client.acquire(names: names)
            return (acquired, try await client.update(updates))
        }
        if output.json {
            try session.printJSON(written)
        } else {
            var text = Self.plan([], missing: missing, place: loaded.placeLabel, day: day)
            for failure in acquired.failed {
                text.append(
                    Line([
                        Span(
                            "! could not acquire \(ExistFormat.clean(failure.name ?? "?")): "
                                + ExistFormat.clean(failure.error),
                            .warning)
                    ]))
            }
            text.append(
                WriteRenderer.result(written, verb: "set", width: session.environment.columns) {
                    "\($0.name) = \($0.value)"
                })
            session.print(text)
        }
        if !written.isComplete { throw ExitCode.failure }
    }

    /// The heading, and each value to write.
    static func plan(_ updates: [ExistValueUpdate], missing: [String], place: String, day: ExistDate) -> StyledText {
        var text = StyledText([Line([Span("Weather for \(ExistFormat.clean(place)) on \(day)", .heading)])])
        for update in updates { text.append(Line([Span("  \(update.name) = \(update.value)")])) }
        if !missing.isEmpty {
            text.append(Line([Span("Not in this forecast: \(missing.joined(separator: ", "))", .dim)]))
        }
        return text
    }
}

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
        abstract: "Write today's weather into Exist's weather attributes.",
        discussion: """
            Uses the same settings as `weather`: CAIYUN_TOKEN / OPENWEATHERMAP_API_KEY or the saved \
            ones (with no key, Open-Meteo), the base URLs, the default provider and saved locations. \
            Weather attributes this tool does not own yet are acquired first (Exist then takes them \
            from this tool rather than any other service; the command says so before it does it), \
            then written for today in your Exist time zone. Only today's conditions and forecast are \
            asked for.
            """)

    @OptionGroup var place: PlaceOptions
    @Option(help: "Where the weather comes from (default: the first with a key, else Open-Meteo).")
    var provider: ProviderOption?
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
        // The weather first: a missing credential or place is found before Exist is asked anything.
        let loaded = try await WeatherRuntimeError.reportingForCommandLine {
            try await environment.weatherRuntime(settings).load(
                request, options: WeatherLoadOptions(allowsExample: true, parts: WeatherAttributes.parts),
                progress: SpinnerProgress(environment))
        }
        guard !loaded.isExample else {
            throw CLIError(
                "sync-weather writes live weather only: give a place (--lat and --lon, a name, or a saved default)."
            )
        }

        let profile = try await session.fetching("Fetching your Exist profile…") { try await client.profile() }
        let day = profile.today(now: environment.now())
        let (updates, missing) = WeatherAttributes.updates(from: loaded.weather, on: day)
        guard !updates.isEmpty else {
            throw CLIError("The weather for \(loaded.placeLabel) has nothing for \(day) (your Exist today).")
        }
        let names = updates.map(\.name)
        let width = environment.columns
        let credit = loaded.weather.metadata.attribution.text
        // One read: the attributes this tool owns already need no acquiring, and no notice.
        let owned = try await session.fetching("Reading which attributes this tool owns…") {
            Set(try await client.ownedAttributes(ExistAttributeFilter(names: names)).collect().map(\.name))
        }
        let unowned = names.filter { !owned.contains($0) }
        if dryRun {
            if output.json { return try session.printJSON(updates) }
            var text = Self.plan(updates, missing: missing, place: loaded.placeLabel, day: day, width: width)
            if !unowned.isEmpty { text.append(Self.ownership(unowned, dryRun: true, width: width)) }
            text.append(Self.credit(credit, width: width))
            session.print(text)
            return
        }
        if !output.json, !unowned.isEmpty { session.print(Self.ownership(unowned, dryRun: false, width: width)) }
        let (acquired, written) = try await session.fetching("Writing the weather to Exist…") {
            let acquired = unowned.isEmpty ? nil : try await client.acquire(names: unowned)
            return (acquired, try await client.update(updates))
        }
        if output.json {
            try session.printJSON(written)
        } else {
            var text = Self.plan([], missing: missing, place: loaded.placeLabel, day: day, width: width)
            for failure in acquired?.failed ?? [] {
                text.append(
                    Line([
                        Span(
                            "! could not acquire \(ExistFormat.clean(failure.name ?? "?")): "
                                + ExistFormat.clean(failure.error),
                            .warning)
                    ]), width: width, indent: 2)
            }
            text.append(
                WriteRenderer.result(written, verb: "set", width: width) {
                    WeatherAttributes.describe($0.name, $0.value)
                })
            text.append(Self.credit(credit, width: width))
            session.print(text)
        }
        if !written.isComplete { throw ExitCode.failure }
    }

    /// The heading, and each value to write, as the real run reports it.
    static func plan(
        _ updates: [ExistValueUpdate], missing: [String], place: String, day: ExistDate,
        width: Int = TerminalColumns.standard
    ) -> StyledText {
        var text = StyledText()
        text.append(
            Line([Span("Weather for \(ExistFormat.clean(place)) on \(day)", .heading)]), width: width, indent: 2)
        for update in updates {
            text.append(
                Line([Span("  would set "), Span(WeatherAttributes.describe(update.name, update.value))]),
                width: width, indent: 4)
        }
        if !missing.isEmpty {
            text.append(
                Line([Span("Not in this forecast: \(missing.joined(separator: ", "))", .dim)]), width: width, indent: 2)
        }
        return text
    }

    /// Where the weather came from, as its provider's licence asks to say.
    static func credit(_ credit: String, width: Int) -> StyledText {
        var text = StyledText()
        text.append(Line([Span(ExistFormat.clean(credit), .dim)]), width: width, indent: 0)
        return text
    }

    /// What taking ownership of `names` means, said before it is done (or would be).
    static func ownership(_ names: [String], dryRun: Bool, width: Int) -> StyledText {
        let verb = dryRun ? "Would take" : "Taking"
        var text = StyledText()
        text.append(
            Line([
                Span(
                    "\(verb) ownership of \(names.count) weather \(names.count == 1 ? "attribute" : "attributes") (acquire), so that this tool can write "
                        + "them; Exist stops taking them from any other service: \(names.joined(separator: ", ")).",
                    .dim)
            ]), width: width, indent: 0)
        return text
    }
}

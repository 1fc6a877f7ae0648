import ArgumentParser
import NeutralWeather
import TerminalKit
import WeatherArguments
import WeatherRuntime
import WeatherText

/// `weather now` (the default): current conditions.
struct NowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now", abstract: "Current conditions, wind, air quality and alerts (the default).",
        discussion: StatusOptions.discussion)

    @OptionGroup var place: PlaceOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var status: StatusOptions
    @Flag(help: "Leave out official warnings (NWS, MET Norway, MeteoAlarm …); WEATHER_ALERTS=off does so always.")
    var noAlerts = false

    func validate() throws {
        if status.format != nil, output.json { throw ValidationError("Give --format or --json, not both.") }
    }

    func run() async throws {
        if let format = try status.statusFormat() {
            var presenter = Presenter(place: place, output: output, parts: format.parts)
            if !noAlerts, format.usesWarningLevel {
                presenter.officialWarnings = OfficialWarningsChoice(details: false)
            }
            try await presenter.presentStatusLine(format)
        } else {
            var presenter = Presenter(place: place, output: output, parts: [.current, .airQuality, .alerts])
            if !noAlerts { presenter.officialWarnings = OfficialWarningsChoice(details: false) }
            try await presenter.present { NowRenderer.render($0, $1) }
        }
    }
}

/// `weather forecast`: hourly and daily tables.
struct ForecastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast", abstract: "The next 24 hours and the coming days.")

    @OptionGroup var place: PlaceOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "How many hours to show (1–48).")
    var hours = 24

    func validate() throws {
        guard (1...48).contains(hours) else { throw ValidationError("--hours must be between 1 and 48.") }
    }

    func run() async throws {
        let hours = hours
        try await Presenter(place: place, output: output, parts: [.hourly, .daily]).present {
            ForecastRenderer.render($0, $1, hours: hours)
        }
    }
}

/// `weather minutely`: the next two hours of precipitation.
struct MinutelyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "minutely", abstract: "Precipitation for the next two hours, minute by minute.")

    @OptionGroup var place: PlaceOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await Presenter(place: place, output: output, parts: [.minute]).present(MinutelyRenderer.render)
    }
}

/// `weather alerts`: the full text of every alert: the provider's, and the official warnings of
/// the national services covering the place, with no key.
struct AlertsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alerts", abstract: "The full text of the alerts in force, official warnings included.",
        discussion: """
            Besides the provider's own alerts, the official warnings in force from the national service \
            covering the place, with no key: the US National Weather Service, MET Norway, MeteoAlarm \
            (38 European services) and the Hong Kong Observatory. WEATHER_ALERTS=off turns them off; \
            WEATHER_ALERTS_CONTACT is sent to the services in the User-Agent, as they ask.
            """)

    @OptionGroup var place: PlaceOptions
    @OptionGroup var output: OutputOptions
    @Flag(help: "Each warning's description and instruction, fetched where the feed leaves them out.")
    var details = false

    func run() async throws {
        var presenter = Presenter(place: place, output: output, parts: [.alerts])
        presenter.officialWarnings = OfficialWarningsChoice(details: details)
        try await presenter.present(AlertsRenderer.render)
    }
}

/// Loads the weather and prints it rendered, or as JSON with `--json`.
struct Presenter {
    let place: PlaceOptions
    let output: OutputOptions
    /// The parts the view shows (a provider that bills by what it is asked for is asked for these only).
    let parts: WeatherDataSet
    /// Whether official warnings join the provider's alerts, and with their full text.
    var officialWarnings: OfficialWarningsChoice?

    init(place: PlaceOptions, output: OutputOptions, parts: WeatherDataSet) {
        self.place = place
        self.output = output
        self.parts = parts
    }

    func present(_ render: (Weather, RenderContext) -> StyledText) async throws {
        let environment = CLIEnvironment.current
        let invocation = try WeatherInvocation(environment: environment, output: output)
        let loaded = try await load(invocation)
        for problem in loaded.cacheProblems { environment.errorOutput.line("Warning: \(problem)") }
        environment.reportImplausibleValues(in: loaded.weather, parts: parts)
        if output.verbose { environment.errorOutput.line(loaded.provenance) }
        if output.json {
            environment.output.jsonLine(try loaded.json())
            return
        }
        let settings = invocation.settings
        let context = RenderContext(
            language: settings.language.display, units: settings.units.display, placeLabel: loaded.placeLabel,
            isExample: loaded.isExample, airQualityScale: output.aqi?.scale, width: environment.columns)
        let painter = Painter(
            isEnabled: output.color.isEnabled(
                environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(render(loaded.weather, context).fitted(width: context.width)))
    }

    /// The weather for the view's parts, with the official warnings when the view asks for them.
    private func load(_ invocation: WeatherInvocation) async throws -> LoadedWeather {
        let loaded = try await invocation.load(place, parts: parts)
        guard let officialWarnings else { return loaded }
        return await invocation.runtime.addingOfficialWarnings(to: loaded, details: officialWarnings.details)
    }

    /// Loads the weather and prints it as one status line, coloured only with `--color always`.
    func presentStatusLine(_ format: StatusFormat) async throws {
        let environment = CLIEnvironment.current
        let invocation = try WeatherInvocation(environment: environment, output: output)
        let loaded = try await load(invocation)
        for problem in loaded.cacheProblems { environment.errorOutput.line("Warning: \(problem)") }
        environment.reportImplausibleValues(in: loaded.weather, parts: parts)
        if output.verbose { environment.errorOutput.line(loaded.provenance) }
        let status = StatusLine(
            format: format, language: invocation.settings.language.display, units: invocation.settings.units.display,
            airQualityScale: output.aqi?.scale)
        environment.output.styledLine(status.output(loaded.weather, placeLabel: loaded.placeLabel, color: output.color))
    }
}

/// Official warnings asked for by a view: whether with each one's full text.
struct OfficialWarningsChoice {
    /// Whether to fetch descriptions and instructions a feed leaves out.
    var details: Bool
}

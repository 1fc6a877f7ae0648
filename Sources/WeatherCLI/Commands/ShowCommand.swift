import APICore
import ArgumentParser
import CaiyunWeather
import Foundation
import NeutralWeather
import OpenMeteo
import OpenWeatherMap
import TerminalKit
import WeatherArguments
import WeatherRuntime
import WeatherText

/// `weather show FILE`: renders a saved raw response of any kind the SDK decodes.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "Show a saved API response: any Caiyun file, or OpenWeatherMap current weather, forecast, One Call (3.0 and 4.0), air pollution or geocoding, or any Open-Meteo answer (forecast, history, air quality, place search), or a recorded official warnings body (NWS or MET Norway GeoJSON, MeteoAlarm JSON, CAP 1.2 XML alone or in Atom or RSS, the Hong Kong Observatory's summary).",
        discussion: """
            Files of up to 8 MiB are read, the most the clients accept from the API. A warnings body is \
            a record: every message in it shows, in force or not, each once, with when it ends; those \
            another message in the file updates or cancels are left out. --json prints a JSON warnings \
            body as it is, and the messages of an XML one as {"warnings": [...]}.
            """)

    @Argument(help: "The file holding the response; - reads standard input (a pipe).")
    var file: String

    /// How messages name the input: the path, or "Standard input" for `-`.
    var name: String { file == "-" ? "Standard input" : file }

    @Option(
        help:
            "For OpenWeatherMap files, the units they were requested in (default: standard when temperatures are 150 or more, else metric)."
    )
    var owmUnits: OWMUnitsOption?

    @OptionGroup var output: OutputOptions
    @OptionGroup var status: StatusOptions

    func validate() throws {
        if status.format != nil, output.json { throw ValidationError("Give --format or --json, not both.") }
    }

    func run() async throws {
        let environment = CLIEnvironment.current
        let data = try SavedFile.read(file == "-" ? SavedFile.standardInput : file, named: name)
        let language = try output.lang?.display ?? environment.weatherSettings().language.display
        let body: SavedBody
        do {
            body = try decode(data)
        } catch {
            guard let format = SavedWarnings.format(of: data) else { throw error }
            try showWarnings(data, format: format, language: language, environment)
            return
        }
        if let provider = output.provider, provider != body.provider {
            let source = body.provider.profile.name
            let article = source.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
            throw CLIError("\(name) holds \(article) \(source) response, not one from \(provider.rawValue).")
        }
        let saved = try SavedResponse(body, language: language, owmUnits: owmUnits?.units)
        for item in saved.skipped {
            environment.errorOutput.line("warning: left out an item that does not decode: \(item)")
        }
        for note in saved.implausible { environment.errorOutput.line(CLIEnvironment.implausibleWarning(note)) }
        if output.json {
            environment.output.jsonLine(try saved.json())
            return
        }
        if let format = try status.statusFormat() {
            guard let weather = saved.weather else {
                throw CLIError("--format needs weather; \(file) holds none.")
            }
            let line = StatusLine(
                format: format, language: language, units: output.units?.display ?? saved.units ?? .metric,
                airQualityScale: output.aqi?.scale)
            environment.output.styledLine(line.output(weather, placeLabel: placeLabel(saved), color: output.color))
            return
        }
        let context = RenderContext(
            language: language, units: output.units?.display ?? saved.units ?? .metric, placeLabel: placeLabel(saved),
            isExample: false, airQualityScale: output.aqi?.scale, width: environment.columns)
        let painter = Painter(
            isEnabled: output.color.isEnabled(
                environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(render(saved, context).fitted(width: context.width)))
    }

    private func render(_ saved: SavedResponse, _ context: RenderContext) -> StyledText {
        switch saved.view {
        case .air(let air): return AirQualityRenderer.render(air, context)
        case .places(let places, let source): return PlacesRenderer.render(places, context, attribution: source)
        case .several(let places):
            var text = StyledText()
            for (index, weather) in places.enumerated() {
                if index > 0 { text.blank() }
                let label = CYCoordinate(latitude: weather.location.latitude, longitude: weather.location.longitude)
                let each = RenderContext(
                    language: context.language, units: context.units, placeLabel: label.description, isExample: false,
                    airQualityScale: context.airQualityScale, width: context.width)
                text.append(TerminalView.everything(weather, each))
            }
            return text
        case .openMeteoAir(let air): return OpenMeteoAirQualityRenderer.render(air, context)
        case .alert(let alert): return AlertDetailRenderer.render(alert, context)
        case .minutes: return saved.weather.map { MinutelyRenderer.render($0, context) } ?? StyledText()
        case .weather: return saved.weather.map { TerminalView.everything($0, context) } ?? StyledText()
        }
    }

    private func placeLabel(_ saved: SavedResponse) -> String {
        if case .air(let air) = saved.view {
            return CYCoordinate(latitude: air.coordinate.latitude, longitude: air.coordinate.longitude).description
        }
        if case .openMeteoAir(let air) = saved.view {
            return CYCoordinate(latitude: air.latitude, longitude: air.longitude).description
        }
        guard let weather = saved.weather else { return name }
        return weather.location.name.flatMap { $0.isEmpty ? nil : $0 }
            ?? CYCoordinate(latitude: weather.location.latitude, longitude: weather.location.longitude).description
    }

    /// The body, or a one-line error that names the kind of body and what is wrong with it.
    private func decode(_ data: Data) throws -> SavedBody {
        do {
            return try SavedBody.decode(data)
        } catch let error as SavedBodyError {
            throw CLIError(message(for: error))
        } catch {
            throw CLIError(syntaxMessage(data, error))
        }
    }

    private func message(for error: SavedBodyError) -> String {
        switch error {
        case .notAnObject:
            return "\(name) holds JSON that is neither an object nor an array: not an API response."
        case .caiyunError(let body):
            return
                "\(name) holds a Caiyun error, not weather: \(CYError.api(body, httpStatus: nil, retryAfter: nil, redactor: .none).message)"
        case .openMeteoError(let reason):
            return "\(name) holds an Open-Meteo error, not weather: \(reason)"
        case .openWeatherMapError(let body, let status):
            return
                "\(name) holds an OpenWeatherMap error, not weather: \(OWMError.api(body, httpStatus: status, retryAfter: nil, redactor: .none).message)"
        case .malformed(let kind, let reason):
            return "\(name) looks like \(kind.name) but cannot be shown: \(reason)."
        case .unknownShape(let keys):
            let shown = keys.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(name) is not a response `weather show` knows (its keys: \(shown.isEmpty ? "none" : shown))."
        }
    }

    /// Why bytes that are not JSON cannot be shown: empty, an HTML page, cut off, or where the syntax breaks.
    private func syntaxMessage(_ data: Data, _ error: any Error) -> String {
        switch BodyInspector.classify(data) {
        case .empty: return "\(name) is empty."
        case .html: return "\(name) is an HTML page, not an API response."
        case .truncatedJSON:
            return "\(name) is cut off: its JSON ends after \(data.count) bytes, before every bracket closes."
        case .invalidJSON, .json:
            let detail =
                ((error as? DecodingError).flatMap { error -> (any Error)? in
                    if case .dataCorrupted(let context) = error { return context.underlyingError }
                    return nil
                }).map { ": \(String(describing: $0))" } ?? ""
            return "\(name) is not valid JSON\(detail)."
        }
    }
}

/// OpenWeatherMap's unit systems, as `--owm-units` takes them.
enum OWMUnitsOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case standard, metric, imperial

    var units: OWMUnits { OWMUnits(rawValue: rawValue) ?? .standard }
}

import ArgumentParser
import CaiyunWeather
import Foundation
import Weather

/// `weather show FILE`: renders a saved raw response of any of the five files.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a saved API response (weather, realtime, minutely, hourly or daily).")

    @Argument(help: "The file holding the response.")
    var file: String

    @OptionGroup var output: OutputOptions

    /// Which file a response came from, judged by the blocks in its `result`.
    enum Kind: Equatable {
        case weather, realtime, minutely, hourly, daily

        init?(_ data: Data) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let result = object["result"] as? [String: Any]
            else { return nil }
            let blocks = Set(result.keys)
            if blocks.isSuperset(of: ["realtime", "hourly", "daily"]) { self = .weather }
            else if blocks.contains("realtime") { self = .realtime }
            else if blocks.contains("minutely") { self = .minutely }
            else if blocks.contains("hourly") { self = .hourly }
            else if blocks.contains("daily") { self = .daily }
            else { return nil }
        }
    }

    func run() async throws {
        let environment = CLIEnvironment.current
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("Cannot read \(file).")
        }
        let source = WeatherSource(environment: environment, place: PlaceOptions(), output: output)
        let language = try source.language().display
        let (weather, json) = try await CLIError.explaining { try Self.load(data, language: language) }
        if output.json {
            environment.output.line(String(decoding: json, as: UTF8.self))
            return
        }
        let units = output.units?.display ?? UnitsOption(CYUnit(apiValue: Self.unit(of: data) ?? "") ?? .metric).display
        let label = weather.location.name ?? "\(CYCoordinate(latitude: weather.location.latitude, longitude: weather.location.longitude))"
        let context = RenderContext(language: language, units: units, placeLabel: label, isExample: false)
        var text = StyledText()
        switch Kind(data) {
        case .weather: text = NowRenderer.render(weather, context); text.blank(); text.append(ForecastRenderer.hourly(weather, context, hours: 24, every: 3)); text.blank(); text.append(ForecastRenderer.daily(weather, context))
        case .realtime: text = NowRenderer.render(weather, context)
        case .minutely: text = MinutelyRenderer.render(weather, context)
        case .hourly, .daily, nil: text = ForecastRenderer.render(weather, context)
        }
        let painter = Painter(isEnabled: output.color.isEnabled(environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.line(painter.paint(text))
    }

    /// The weather in `data` and its faithful re-encoding; an error body throws its typed error.
    static func load(_ data: Data, language: CYDisplayLanguage) throws -> (Weather, Data) {
        let encoder = WeatherSource.encoder
        switch Kind(data) {
        case .weather:
            let response = try CYResponse.decode(data)
            return (CaiyunAdapter.weather(from: response, language: language), try encoder.encode(response))
        case .realtime:
            let response = try CYRealtimeResponse.decode(data)
            return (CaiyunAdapter.weather(from: response, language: language), try encoder.encode(response))
        case .minutely:
            let response = try CYMinutelyResponse.decode(data)
            return (CaiyunAdapter.weather(from: response, language: language), try encoder.encode(response))
        case .hourly:
            let response = try CYHourlyResponse.decode(data)
            return (CaiyunAdapter.weather(from: response, language: language), try encoder.encode(response))
        case .daily:
            let response = try CYDailyResponse.decode(data)
            return (CaiyunAdapter.weather(from: response, language: language), try encoder.encode(response))
        case nil:
            _ = try CYResponse.decode(data)
            throw CLIError("The file holds no weather data.")
        }
    }

    private static func unit(of data: Data) -> String? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["unit"] as? String
    }
}

import ArgumentParser
import CaiyunWeather
import Foundation
import OpenWeatherMap
import Weather

/// `weather show FILE`: renders a saved raw response from either provider.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a saved API response: any Caiyun file, or OpenWeatherMap current, forecast, One Call or air pollution.")

    @Argument(help: "The file holding the response.")
    var file: String

    @Option(help: "For OpenWeatherMap files, the units they were requested in: standard, metric or imperial (default: standard when temperatures are 150 or more, else metric).")
    var owmUnits: OWMUnitsOption?

    @OptionGroup var output: OutputOptions

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
        let provider = output.provider ?? SavedResponse.provider(of: data)
        let saved = try await CLIError.explaining {
            provider == .caiyun ? try SavedResponse.caiyun(data, language: language) : try SavedResponse.openWeatherMap(data, units: owmUnits?.units)
        }
        if output.json {
            environment.output.jsonLine(saved.json)
            return
        }
        let weather = saved.weather
        let label = weather.location.name.flatMap { $0.isEmpty ? nil : $0 }
            ?? CYCoordinate(latitude: weather.location.latitude, longitude: weather.location.longitude).description
        let context = RenderContext(
            language: language, units: output.units?.display ?? saved.units ?? .metric, placeLabel: label, isExample: false)
        var text: StyledText
        switch saved.view {
        case .full:
            text = NowRenderer.render(weather, context, withFooter: false)
            text.blank()
            text.append(ForecastRenderer.hourly(weather, context, hours: 24, every: 3))
            text.blank()
            text.append(ForecastRenderer.daily(weather, context))
            text.blank()
            text.append(context.footer(for: weather))
        case .now: text = NowRenderer.render(weather, context)
        case .minutes: text = MinutelyRenderer.render(weather, context)
        case .forecast: text = ForecastRenderer.render(weather, context)
        case .air: text = AirQualityRenderer.render(saved.air?.list ?? [], weather, context)
        }
        let painter = Painter(isEnabled: output.color.isEnabled(environment: environment.variables, isTerminal: environment.isOutputTerminal))
        environment.output.styledLine(painter.paint(text))
    }
}

/// OpenWeatherMap's unit systems, as `--owm-units` takes them.
enum OWMUnitsOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case standard, metric, imperial

    var units: OWMUnits { OWMUnits(rawValue: rawValue) ?? .standard }
}

import NeutralWeather
import TerminalKit

/// The `weather` command's terminal view, for front doors other than the command itself, such as
/// a gateway that answers `curl` with the same text the command prints.
///
/// ```swift
/// let weather = CaiyunAdapter.weather(from: response, language: .english)
/// let text = TerminalView.render(weather, placeLabel: "Beijing", language: .english, units: .metric, color: false)
/// ```
public enum TerminalView {
    /// The narrowest and widest widths the view lays itself out in; other widths are clamped.
    public static let widths = TerminalColumns.range

    /// What `weather show` prints for a saved weather response, without the final line break:
    /// the conditions now, the next 24 hours every 3 hours, the coming days and the provider's
    /// attribution.
    ///
    /// Text from the response has its control characters escaped, as in the command's output.
    ///
    /// - Parameters:
    ///   - weather: The weather, in any units.
    ///   - placeLabel: The place as the first line names it, such as "Beijing, CN".
    ///   - language: The language of labels, condition names and dates.
    ///   - units: The units values are shown in.
    ///   - airQualityScale: The air-quality index to show, as `--aqi` names it; `nil` picks by
    ///     language and place, as the command does.
    ///   - width: The columns the view may use (clamped to ``widths``); 80 by default.
    ///   - color: Whether to colour the text with ANSI escapes, as `--color always` does.
    public static func render(
        _ weather: Weather, placeLabel: String, language: DisplayLanguage, units: UnitPreference,
        airQualityScale: AirQualityScale? = nil, width: Int = 80, color: Bool
    ) -> String {
        let width = min(max(width, widths.lowerBound), widths.upperBound)
        let context = RenderContext(
            language: language, units: units, placeLabel: placeLabel, isExample: false,
            airQualityScale: airQualityScale, width: width)
        return Painter(isEnabled: color).paint(everything(weather, context).fitted(width: width))
    }

    /// Conditions (a placeholder when there are none), then the next 24 hours every 3 hours and
    /// the days when the weather has them, then the attribution: what `weather show` prints.
    package static func everything(_ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = NowRenderer.render(weather, context, withFooter: false)
        if !weather.hourlyForecast.isEmpty {
            text.blank()
            text.append(ForecastRenderer.hourly(weather, context, hours: 24, every: 3))
        }
        if !weather.dailyForecast.isEmpty {
            text.blank()
            text.append(ForecastRenderer.daily(weather, context))
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }
}

import APICore
import Foundation
import NeutralWeather
import TerminalKit
import WeatherVocabulary

/// Writes the weather as one line for a status bar or a prompt, from a ``StatusFormat``.
///
/// ```swift
/// let line = StatusLine(format: try StatusFormat("3"), language: .english, units: .metric)
/// line.render(CaiyunAdapter.weather(from: CYResponse.example), placeLabel: "Jincheng")
/// // "Jincheng: ◑ 14°C"
/// ```
///
/// The result is always exactly one line without a line break: control characters are escaped
/// and line breaks, tabs and runs of spaces in text from a response collapse to one space. A
/// value the data does not have prints as ``missing`` ("–"), never as 0. Values are converted to
/// `units` and named in `language`; the same inputs always give the same bytes.
///
/// `%W` is the highest level among the weather's alerts in force (Extreme, Severe, Moderate,
/// Minor, Unknown, CAP's words); "none" only when the provider's data carries alerts or every
/// official service covering the place answered (the weather's `warningCoverage`), and none
/// is in force; ``missing`` when no one could say.
public struct StatusLine: Sendable {
    /// What a value the data does not have prints as: an en dash.
    public static let missing = "–"

    /// The format to fill.
    public var format: StatusFormat
    /// The language of condition names and other words.
    public var language: DisplayLanguage
    /// The units of temperatures, speeds, rates and pressure.
    public var units: UnitPreference
    /// The air-quality scale for `%a`; `nil` chooses as the `now` view does: China's index for
    /// readers of Chinese and places in mainland China, the US EPA's elsewhere.
    public var airQualityScale: AirQualityScale?

    /// Creates a status line.
    public init(
        format: StatusFormat, language: DisplayLanguage, units: UnitPreference, airQualityScale: AirQualityScale? = nil
    ) {
        self.format = format
        self.language = language
        self.units = units
        self.airQualityScale = airQualityScale
    }

    /// The line for `weather`, without colour and without a line break.
    ///
    /// - Parameters:
    ///   - weather: The weather, in any units.
    ///   - placeLabel: What `%l` prints, such as "Beijing" or a coordinate.
    public func render(_ weather: Weather, placeLabel: String) -> String {
        line(weather, placeLabel: placeLabel).plain
    }

    /// The line as styled spans, for colour in a terminal. A status line is never wrapped, so
    /// the no-break spaces the views keep between a number and its unit are plain spaces here,
    /// as scripts reading the line expect.
    package func line(_ weather: Weather, placeLabel: String) -> Line {
        let context = RenderContext(language: language, units: units, placeLabel: placeLabel, isExample: false)
        return Line(
            format.elements.map { element in
                let span =
                    switch element {
                    case .piece(.text(let text)): Span(text)
                    case .piece(.code(let code)): span(for: code, weather, context)
                    case .warningLevel: warningLevel(weather, context) ?? Span(Self.missing, .dim)
                    }
                return Span(span.text.replacingOccurrences(of: "\u{00A0}", with: " "), span.style)
            })
    }

    /// `text` on one line: control characters escaped, and every run of white space (line
    /// breaks included) one space, trimmed at both ends.
    static func oneLine(_ text: String) -> String {
        ControlCharacters.escaped(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

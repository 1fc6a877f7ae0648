import CaiyunWeather
import Foundation
import OpenWeatherMap
import Weather

/// Air quality from OpenWeatherMap: the 1–5 index and the pollutants, per sample.
enum AirQualityRenderer {
    static func render(_ samples: [OWMAirPollution.Sample], _ weather: Weather, _ context: RenderContext) -> StyledText {
        var text = context.header(for: weather)
        text.blank()
        let format = context.format(for: weather)
        let names = context.language == .english
            ? ["Good", "Fair", "Moderate", "Poor", "Very poor"]
            : (context.language == .chineseSimplified ? ["优", "良", "轻度污染", "中度污染", "重度污染"] : ["優", "良", "輕度污染", "中度污染", "重度污染"])
        for sample in samples {
            let index = min(max(sample.main.aqi, 1), 5)
            text.append(Line([
                Span("  \(format.dateTime(Date(timeIntervalSince1970: TimeInterval(sample.time))))  ", .dim),
                Span("\(context.labels.airQuality) \(index)/5 · \(names[index - 1])", .alert(severity: index > 3 ? index - 1 : 0)),
            ]))
            let components = sample.components
            let values: [(String, Double?)] = [
                ("PM2.5", components.pm2_5), ("PM10", components.pm10), ("O₃", components.o3), ("NO₂", components.no2),
                ("SO₂", components.so2), ("CO", components.co), ("NO", components.no), ("NH₃", components.nh3),
            ]
            let cells = values.compactMap { name, value in value.map { "\(name)\u{00A0}\(Format.number($0, digits: 1))" } }
            for line in TextWidth.wrap(cells.joined(separator: " · ") + "\u{00A0}μg/m³", width: context.width - 4) {
                text.append(Line([Span("    " + line)]))
            }
        }
        text.blank()
        text.append(context.footer(for: weather))
        return text
    }
}

import Foundation
import NeutralWeather
import OpenMeteo
import OpenWeatherMap

/// The values the air-quality views show directly from a response, checked against what the
/// air can hold: an index within its scale, a concentration from 0 to 100,000 (μg/m³, grains
/// per m³ or the answer's own unit). A value outside shows as "not available" and is named in a
/// note beside the view.
package enum AirReadings {
    /// The concentrations shown.
    package static let concentrationRange = 0.0...100_000

    /// `value` when a concentration can be it.
    static func concentration(_ value: Double?) -> Double? {
        value.flatMap { concentrationRange.contains($0) ? $0 : nil }
    }

    /// `value` when an index on `scale` can be it.
    static func index(_ value: Double?, on scale: AirQualityScale) -> Double? {
        value.flatMap { scale.validRange.contains($0) ? $0 : nil }
    }

    /// A note for each value of an OpenWeatherMap air-pollution answer that the view leaves out.
    package static func notes(_ air: OWMAirPollution) -> [String] {
        air.list.enumerated().flatMap { position, sample in
            var notes: [String] = []
            if index(Double(sample.main.aqi), on: .openWeatherMap) == nil {
                notes.append("list[\(position)].main.aqi \(sample.main.aqi) is outside 1…5")
            }
            let components = sample.components
            let values: [(String, Double?)] = [
                ("pm2_5", components.pm2_5), ("pm10", components.pm10), ("o3", components.o3),
                ("no2", components.no2), ("so2", components.so2), ("co", components.co), ("no", components.no),
                ("nh3", components.nh3),
            ]
            for case (let name, let value?) in values where concentration(value) == nil {
                notes.append("list[\(position)].components.\(name) \(value) is outside 0…100000 μg/m³")
            }
            return notes
        }
    }

    /// A note for each value of an Open-Meteo air-quality answer's current block and first 24
    /// hours (what the view shows) that it leaves out.
    package static func notes(_ air: OMWeather) -> [String] {
        var notes: [String] = []
        func check(_ name: String, _ value: Double?, at path: String) {
            guard let value, name != "interval" else { return }
            let scale = OpenMeteoAirQualityRenderer.indices.first { $0.0.rawValue == name }?.1
            let fits = scale.map { index(value, on: $0) != nil } ?? (concentration(value) != nil)
            if !fits {
                let range = scale.map { "\(Int($0.validRange.lowerBound))…\(Int($0.validRange.upperBound))" }
                notes.append("\(path).\(name) \(value) is outside \(range ?? "0…100000")")
            }
        }
        if let current = air.current {
            for name in current.values.keys.sorted() { check(name, current[OMVariable(rawValue: name)], at: "current") }
        }
        if let hourly = air.hourly {
            for step in hourly.steps.prefix(24) {
                for name in hourly.columns.keys.sorted() {
                    check(name, step[OMVariable(rawValue: name)], at: "hourly[\(step.index)]")
                }
            }
        }
        return notes
    }
}

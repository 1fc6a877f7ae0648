import Foundation
import WeatherVocabulary

extension PrecipitationIntensity {
    /// The step of a precipitation value from `block`, read in `unit`'s system, by the API's
    /// documented thresholds:
    ///
    /// | Step | radar 0–1 | hourly and daily, mm/h | realtime and minutely, mm/h |
    /// |---|---|---|---|
    /// | none | < 0.031 | < 0.0606 | < 0.08 |
    /// | light | < 0.25 | < 0.8989 | < 3.44 |
    /// | moderate | < 0.35 | < 2.87 | < 11.33 |
    /// | heavy | < 0.48 | < 12.8638 | < 51.30 |
    /// | storm | ≥ 0.48 | ≥ 12.8638 | ≥ 51.30 |
    ///
    /// Daily rates are doubled before the hourly thresholds apply, as the API documents for the
    /// daily sky condition. Rates in other units (in/h, m/s) are converted to mm/h first.
    public init(_ value: Double, block: CYUnit.PrecipitationBlock, unit: CYUnit) {
        let sourceUnit = unit.system.precipitation(block)
        if sourceUnit == .radarIntensity {
            let bounds = Self.caiyunRadarThresholds
            self = Self(rawValue: bounds.lastIndex { value >= $0 }.map { $0 + 1 } ?? 0) ?? .none
            return
        }
        let rate = Measurement(value: value, unit: sourceUnit).converted(to: .millimetersPerHour).value
        self.init(caiyunRate: rate, block: block)
    }

    /// The step of a rate in mm/h from `block`, by the API's thresholds for that block.
    public init(caiyunRate millimetersPerHour: Double, block: CYUnit.PrecipitationBlock) {
        switch block {
        case .realtime, .minutely:
            self = PrecipitationThresholds.caiyunMinutely.intensity(forMillimetersPerHour: millimetersPerHour)
        case .hourly: self = PrecipitationThresholds.caiyunHourly.intensity(forMillimetersPerHour: millimetersPerHour)
        case .daily:
            self = PrecipitationThresholds.caiyunHourly.intensity(forMillimetersPerHour: millimetersPerHour * 2)
        }
    }

    /// Lower bounds of light, moderate, heavy and storm on Caiyun's radar scale (0–1).
    public static let caiyunRadarThresholds = [0.031, 0.25, 0.35, 0.48]
}

extension PrecipitationThresholds {
    /// Caiyun's thresholds for hourly and daily rates, in mm/h.
    public static let caiyunHourly = PrecipitationThresholds(
        light: 0.0606, moderate: 0.8989, heavy: 2.87, storm: 12.8638)
    /// Caiyun's thresholds for realtime and minutely rates, in mm/h.
    public static let caiyunMinutely = PrecipitationThresholds(light: 0.08, moderate: 3.44, heavy: 11.33, storm: 51.30)
}

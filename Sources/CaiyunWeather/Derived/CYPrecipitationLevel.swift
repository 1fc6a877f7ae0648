import Foundation

/// How hard it rains or snows, by the API's documented thresholds.
///
/// | Level | radar 0–1 | hourly and daily, mm/h | realtime and minutely, mm/h |
/// |---|---|---|---|
/// | none | < 0.031 | < 0.0606 | < 0.08 |
/// | light | < 0.25 | < 0.8989 | < 3.44 |
/// | moderate | < 0.35 | < 2.87 | < 11.33 |
/// | heavy | < 0.48 | < 12.8638 | < 51.30 |
/// | storm | ≥ 0.48 | ≥ 12.8638 | ≥ 51.30 |
///
/// Daily rates are doubled before the hourly thresholds apply, as the API documents for the
/// daily sky condition. Rates in other units (in/h, m/s) are converted to mm/h first.
public enum CYPrecipitationLevel: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No precipitation.
    case none
    /// Light (小).
    case light
    /// Moderate (中).
    case moderate
    /// Heavy (大).
    case heavy
    /// Storm (暴).
    case storm

    /// Lower bounds of light, moderate, heavy and storm on the radar scale.
    public static let radarThresholds = [0.031, 0.25, 0.35, 0.48]
    /// Lower bounds in mm/h for hourly and daily values.
    public static let hourlyThresholds = [0.0606, 0.8989, 2.87, 12.8638]
    /// Lower bounds in mm/h for realtime and minutely values.
    public static let minutelyThresholds = [0.08, 3.44, 11.33, 51.30]

    /// The level of a precipitation value from `block`, read in `unit`'s system.
    public init(_ value: Double, block: CYUnit.PrecipitationBlock, unit: CYUnit) {
        let sourceUnit = unit.system.precipitation(block)
        if sourceUnit == .radarIntensity {
            self.init(value, thresholds: Self.radarThresholds)
            return
        }
        let rate = Measurement(value: value, unit: sourceUnit).converted(to: .millimetersPerHour).value
        self.init(rate: rate, block: block)
    }

    /// The level of a rate in mm/h from `block`.
    public init(rate millimetersPerHour: Double, block: CYUnit.PrecipitationBlock) {
        switch block {
        case .realtime, .minutely: self.init(millimetersPerHour, thresholds: Self.minutelyThresholds)
        case .hourly: self.init(millimetersPerHour, thresholds: Self.hourlyThresholds)
        case .daily: self.init(millimetersPerHour * 2, thresholds: Self.hourlyThresholds)
        }
    }

    private init(_ value: Double, thresholds: [Double]) {
        let exceeded = thresholds.lastIndex { value >= $0 }.map { $0 + 1 } ?? 0
        self = Self(rawValue: exceeded) ?? .none
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

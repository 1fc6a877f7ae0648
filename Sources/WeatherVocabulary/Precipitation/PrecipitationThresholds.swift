/// The rates, in mm/h, at which precipitation becomes light, moderate, heavy and storm.
public struct PrecipitationThresholds: Sendable, Hashable {
    /// The lowest rate that counts as light precipitation.
    public var light: Double
    /// The lowest moderate rate.
    public var moderate: Double
    /// The lowest heavy rate.
    public var heavy: Double
    /// The lowest storm (violent) rate.
    public var storm: Double

    /// Creates thresholds; each should be higher than the one before.
    public init(light: Double, moderate: Double, heavy: Double, storm: Double) {
        self.light = light
        self.moderate = moderate
        self.heavy = heavy
        self.storm = storm
    }

    /// Common meteorological bounds for rainfall rates: a trace below 0.1 mm/h counts as none;
    /// light below 2.5, moderate below 7.6, heavy below 50, and violent beyond.
    public static let standard = PrecipitationThresholds(light: 0.1, moderate: 2.5, heavy: 7.6, storm: 50)

    /// The step of a rate in mm/h; a rate that is not a number counts as none.
    public func intensity(forMillimetersPerHour rate: Double) -> PrecipitationIntensity {
        let bounds = [light, moderate, heavy, storm]
        let exceeded = bounds.lastIndex { rate >= $0 }.map { $0 + 1 } ?? 0
        return PrecipitationIntensity(rawValue: exceeded) ?? .none
    }
}

import Foundation
import WeatherVocabulary

extension WindDirection {
    /// The point for a direction value in `unit`'s system (radians in SI, degrees otherwise).
    public init?(_ value: Double, unit: CYUnit) {
        self.init(Measurement(value: value, unit: unit.system.windDirection))
    }
}

extension BeaufortForce {
    /// The force of a wind-speed value in `unit`'s system.
    public init?(_ value: Double, unit: CYUnit) {
        self.init(speed: Measurement(value: value, unit: unit.system.windSpeed))
    }
}

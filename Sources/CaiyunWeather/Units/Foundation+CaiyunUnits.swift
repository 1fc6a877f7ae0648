import Foundation
import WeatherVocabulary

extension UnitSpeed {
    /// Caiyun's radar precipitation intensity, 0–1; converts to rates with ``CYRadarIntensity``.
    public static let radarIntensity = UnitSpeed(symbol: "radar", converter: RadarIntensityConverter())
}

/// Converts radar intensity to a rate with the fit `mm/h = 0.0637 · e^(14.481 · r)`.
final class RadarIntensityConverter: UnitConverter, @unchecked Sendable {
    override func baseUnitValue(fromValue value: Double) -> Double {
        CYRadarIntensity.millimetersPerHour(fromIntensity: value) / 3_600_000
    }

    override func value(fromBaseUnitValue baseUnitValue: Double) -> Double {
        CYRadarIntensity.intensity(fromMillimetersPerHour: baseUnitValue * 3_600_000)
    }
}

/// Conversion between Caiyun's radar intensity (0–1) and a precipitation rate.
///
/// The API gives realtime and minutely precipitation as radar intensity in `metric` and every
/// precipitation value in `metric:v1`. The conversion uses the exponential fit
/// `mm/h = 0.0637 · e^(14.481 · r)` (R² 0.9958). The fit never reaches zero, so an intensity
/// of zero or less is taken as no precipitation, and the reverse maps rates at or below the fit's
/// floor (0.0637 mm/h) to zero.
public enum CYRadarIntensity {
    /// The fit's coefficient, mm/h.
    public static let coefficient = 0.0637
    /// The fit's exponent factor.
    public static let exponent = 14.481

    /// The rate in mm/h for a radar intensity.
    public static func millimetersPerHour(fromIntensity intensity: Double) -> Double {
        guard intensity > 0 else { return 0 }
        return coefficient * exp(exponent * intensity)
    }

    /// The radar intensity for a rate in mm/h.
    public static func intensity(fromMillimetersPerHour rate: Double) -> Double {
        guard rate > coefficient else { return 0 }
        return log(rate / coefficient) / exponent
    }
}

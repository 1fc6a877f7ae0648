import Foundation

extension UnitSpeed {
    /// Millimetres of precipitation per hour.
    public static let millimetersPerHour = UnitSpeed(
        symbol: "mm/h", converter: UnitConverterLinear(coefficient: 0.001 / 3600))
    /// Inches of precipitation per hour.
    public static let inchesPerHour = UnitSpeed(
        symbol: "in/h", converter: UnitConverterLinear(coefficient: 0.0254 / 3600))
}

extension UnitConcentrationMass {
    /// Micrograms per cubic metre, the unit of PM2.5, PM10, O₃, SO₂ and NO₂.
    public static let microgramsPerCubicMeter = UnitConcentrationMass(
        symbol: "μg/m³", converter: UnitConverterLinear(coefficient: 1e-9))
    /// Milligrams per cubic metre, the unit Caiyun gives carbon monoxide in.
    public static let milligramsPerCubicMeter = UnitConcentrationMass(
        symbol: "mg/m³", converter: UnitConverterLinear(coefficient: 1e-6))
}

/// A dimensionless fraction, such as humidity and cloud cover (0–1), convertible to percent.
public final class UnitFraction: Dimension, @unchecked Sendable {
    /// A fraction of one (0–1).
    public static let fraction = UnitFraction(symbol: "", converter: UnitConverterLinear(coefficient: 1))
    /// Percent (0–100).
    public static let percent = UnitFraction(symbol: "%", converter: UnitConverterLinear(coefficient: 0.01))

    /// The base unit, ``fraction``.
    override public class func baseUnit() -> Self {
        fraction as! Self
    }
}

import Foundation

extension UnitSpeed {
    /// Millimetres of precipitation per hour.
    public static let millimetersPerHour = UnitSpeed(symbol: "mm/h", converter: UnitConverterLinear(coefficient: 0.001 / 3600))
    /// Inches of precipitation per hour.
    public static let inchesPerHour = UnitSpeed(symbol: "in/h", converter: UnitConverterLinear(coefficient: 0.0254 / 3600))
}

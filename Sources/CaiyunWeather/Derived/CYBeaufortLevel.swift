import Foundation

/// The wind force on the extended Beaufort scale used in China, 0 (calm) to 17.
public struct CYBeaufortLevel: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The force, 0–17.
    public let level: Int

    /// The lowest speed of levels 1 to 17, in km/h.
    public static let lowerBoundsInKilometersPerHour: [Double] = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118, 134, 150, 167, 184, 202]

    /// The level of a speed in km/h.
    public init?(kilometersPerHour speed: Double) {
        guard speed.isFinite, speed >= 0 else { return nil }
        level = Self.lowerBoundsInKilometersPerHour.lastIndex { speed >= $0 }.map { $0 + 1 } ?? 0
    }

    /// The level of a speed measurement.
    public init?(speed: Measurement<UnitSpeed>) {
        self.init(kilometersPerHour: speed.converted(to: .kilometersPerHour).value)
    }

    /// The level of a wind-speed value in `unit`'s system.
    public init?(_ value: Double, unit: CYUnit) {
        self.init(speed: Measurement(value: value, unit: unit.system.windSpeed))
    }

    /// Creates a level directly; values outside 0–17 are clamped.
    public init(level: Int) {
        self.level = min(max(level, 0), 17)
    }

    /// The speeds of this level, in km/h (the top level has no upper bound).
    public var range: Range<Double> {
        let lower = level == 0 ? 0 : Self.lowerBoundsInKilometersPerHour[level - 1]
        let upper = level < 17 ? Self.lowerBoundsInKilometersPerHour[level] : .infinity
        return lower..<upper
    }

    public var description: String { "Beaufort \(level)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.level < rhs.level }
}

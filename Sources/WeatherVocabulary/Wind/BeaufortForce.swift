import Foundation

/// The wind force on the extended Beaufort scale used in China, 0 (calm) to 17.
public struct BeaufortForce: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The force number, 0–17.
    public let number: Int

    /// The lowest speed of forces 1 to 17, in km/h.
    public static let lowerBoundsInKilometersPerHour: [Double] = [
        1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118, 134, 150, 167, 184, 202,
    ]

    /// The force of a speed in km/h; `nil` for a negative or non-finite speed.
    public init?(kilometersPerHour speed: Double) {
        guard speed.isFinite, speed >= 0 else { return nil }
        number = Self.lowerBoundsInKilometersPerHour.lastIndex { speed >= $0 }.map { $0 + 1 } ?? 0
    }

    /// The force of a speed in any unit.
    public init?(speed: Measurement<UnitSpeed>) {
        self.init(kilometersPerHour: speed.converted(to: .kilometersPerHour).value)
    }

    /// Creates a force directly; numbers outside 0–17 are clamped.
    public init(number: Int) {
        self.number = min(max(number, 0), 17)
    }

    /// The speeds of this force, in km/h (the top force has no upper bound).
    public var range: Range<Double> {
        let lower = number == 0 ? 0 : Self.lowerBoundsInKilometersPerHour[number - 1]
        let upper = number < 17 ? Self.lowerBoundsInKilometersPerHour[number] : .infinity
        return lower..<upper
    }

    /// `Beaufort 3`.
    public var description: String { "Beaufort \(number)" }

    /// Orders forces from calm to strongest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
}

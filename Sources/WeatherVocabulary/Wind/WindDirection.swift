import Foundation

/// One of the 16 compass points, for the direction the wind comes from.
public enum WindDirection: Int, Sendable, Hashable, CaseIterable {
    /// North, around 0°.
    case north
    /// North-northeast, around 22.5°.
    case northNortheast
    /// Northeast, around 45°.
    case northeast
    /// East-northeast, around 67.5°.
    case eastNortheast
    /// East, around 90°.
    case east
    /// East-southeast, around 112.5°.
    case eastSoutheast
    /// Southeast, around 135°.
    case southeast
    /// South-southeast, around 157.5°.
    case southSoutheast
    /// South, around 180°.
    case south
    /// South-southwest, around 202.5°.
    case southSouthwest
    /// Southwest, around 225°.
    case southwest
    /// West-southwest, around 247.5°.
    case westSouthwest
    /// West, around 270°.
    case west
    /// West-northwest, around 292.5°.
    case westNorthwest
    /// Northwest, around 315°.
    case northwest
    /// North-northwest, around 337.5°.
    case northNorthwest

    /// The point whose 22.5° sector holds `degrees` (clockwise from north; any value, wrapped);
    /// `nil` when the value is not a finite number.
    public init?(degrees: Double) {
        guard degrees.isFinite else { return nil }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        self = Self(rawValue: Int((positive + 11.25) / 22.5) % 16) ?? .north
    }

    /// The point for a direction in any angle unit.
    public init?(_ direction: Measurement<UnitAngle>) {
        self.init(degrees: direction.converted(to: .degrees).value)
    }

    /// The centre of the sector, in degrees.
    public var degrees: Double { Double(rawValue) * 22.5 }

    /// The abbreviation, such as `"NNE"`.
    public var abbreviation: String {
        ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][rawValue]
    }

    /// An arrow pointing where the wind blows to (the opposite of where it comes from).
    public var arrow: String {
        ["↓", "↓", "↙", "←", "←", "←", "↖", "↑", "↑", "↑", "↗", "→", "→", "→", "↘", "↓"][rawValue]
    }
}

/// The six air-quality categories shared by China's HJ 633-2012 and the US EPA's AQI.
public enum CYAirQualityLevel: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// 0–50: good (优).
    case good = 1
    /// 51–100: satisfactory (良).
    case satisfactory
    /// 101–150: moderate (轻度污染).
    case moderate
    /// 151–200: unhealthy (中度污染).
    case unhealthy
    /// 201–300: very poor (重度污染).
    case veryPoor
    /// Above 300: hazardous (严重污染).
    case hazardous

    /// The category of an index value; `nil` for negative or non-finite values.
    public init?(aqi: Double) {
        guard aqi.isFinite, aqi >= 0 else { return nil }
        switch aqi {
        case ...50: self = .good
        case ...100: self = .satisfactory
        case ...150: self = .moderate
        case ...200: self = .unhealthy
        case ...300: self = .veryPoor
        default: self = .hazardous
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

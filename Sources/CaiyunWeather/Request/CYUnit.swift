import Foundation

/// The five unit systems the API can answer in.
///
/// The values in a response are in the system the request asked for; ``system`` gives the
/// Foundation unit of each field, so you can build a `Measurement` and convert:
///
/// ```swift
/// let speed = Measurement(value: realtime.wind.speed.value, unit: response.unit.system.windSpeed)
/// speed.converted(to: .metersPerSecond)
/// ```
public enum CYUnit: String, Sendable, Hashable, CaseIterable {
    /// The default: °C, km, km/h, degrees; realtime and minutely precipitation as radar intensity (0–1),
    /// hourly and daily in mm/h.
    case metric
    /// °F, miles, mph, degrees, in/h.
    case imperial
    /// SI units: K, m, m/s, wind direction in radians, precipitation in m/s.
    case si = "SI"
    /// Like ``metric``, with every precipitation value as radar intensity (0–1).
    case metricV1 = "metric:v1"
    /// Like ``metric``, with every precipitation value in mm/h.
    case metricV2 = "metric:v2"

    /// Reads a unit name as the API writes it, ignoring case (`"SI"`, `"si"`, `"metric:v2"`).
    public init?(apiValue: String) {
        if let exact = Self(rawValue: apiValue) {
            self = exact
            return
        }
        let lowered = apiValue.lowercased()
        guard let unit = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = unit
    }
}

extension CYUnit: Codable {
    /// Decodes the API's `unit` string, ignoring case.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let unit = CYUnit(apiValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown unit system \"\(text)\"")
        }
        self = unit
    }

    /// Encodes the API's `unit` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

import Foundation
import WeatherVocabulary

extension CYContent.Wind {
    /// One number of a wind value, encoded as a bare number, with a description in words.
    ///
    /// Two values are equal when their numbers are: the unit system they were read in only
    /// informs ``description``.
    public struct WindContent: Sendable, Hashable, Codable {
        /// What a number of a wind value measures.
        enum Role: Sendable, Hashable {
            case speed, direction
        }

        /// The number, in the response's unit system.
        public let value: Double
        let role: Role?
        let unit: CYUnit?

        /// Wraps a number whose meaning is not known: its ``description`` is the number.
        public init(value: Double) {
            self.init(value: value, role: nil, unit: nil)
        }

        init(value: Double, role: Role?, unit: CYUnit?) {
            self.value = value
            self.role = role
            self.unit = unit
        }

        public init(from decoder: any Decoder) throws {
            self.init(
                value: try decoder.singleValueContainer().decode(Double.self), role: nil, unit: CYUnit.responseUnit)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }

        /// The value in words in `DisplayLanguage.current`, as the original `CaiyunWeather`
        /// library had it: a direction's compass point (`"SSE"`, `"南东南风"`), a speed's Beaufort
        /// force (`"Force 2, light breeze"`, `"2级 轻风"`).
        public var description: String { localizedDescription(in: .current) }

        /// The value in words in `language`; the number itself when it is not a finite value of a
        /// known kind. Values are read in the response's unit system (radians for SI directions).
        public func localizedDescription(in language: DisplayLanguage) -> String {
            let system = unit ?? .metric
            switch role {
            case .direction?:
                guard let point = WindDirection(value, unit: system) else { break }
                return language == .english ? point.abbreviation : point.localized(in: language)
            case .speed?:
                guard let force = BeaufortForce(value, unit: system) else { break }
                return force.localized(in: language)
            case nil:
                break
            }
            return "\(value)"
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }

        public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}

extension CYUnit {
    /// The unit system of the response being decoded, so values deep inside it (wind) can be
    /// described in the right units; `nil` outside a response.
    @TaskLocal static var responseUnit: CYUnit?
}

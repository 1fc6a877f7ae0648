import Foundation
import WeatherVocabulary

extension CYContent {
    /// Pollutant concentrations (μg/m³; carbon monoxide in mg/m³) and air-quality indices: the
    /// realtime `air_quality` block.
    ///
    /// Caiyun sends two indices, China's (`chn`, HJ 633-2012) and the US EPA's (`usa`), each with a
    /// description in the request language. Where it has no US index (outside mainland China) it
    /// writes `"usa": 0` with an empty description, and where it has no data at all it writes the
    /// description `"missing"`. ``chinaIndex`` and ``usIndex`` read those forms as absent, so a
    /// zero that only means "no data" is never shown as clean air; ``aqi`` and ``description``
    /// keep what the response sent.
    ///
    /// ```swift
    /// if let index = realtime.airQuality?.chinaIndex {
    ///     print(index.value, index.category?.localizedName() ?? "")   // 83 良
    /// }
    /// ```
    public struct AirQuality: Sendable, Hashable, Codable {
        /// Fine particles, μg/m³.
        public let pm25: Double?
        /// Coarse particles, μg/m³.
        public let pm10: Double?
        /// Ozone, μg/m³.
        public let o3: Double?
        /// Sulphur dioxide, μg/m³.
        public let so2: Double?
        /// Nitrogen dioxide, μg/m³.
        public let no2: Double?
        /// Carbon monoxide, **mg/m³**.
        public let co: Double?
        let sentIndices: Pair<IndexValue>?
        let sentDescriptions: Pair<String>?

        /// The indices as the response wrote them; `nil` unless both are numbers. A zero here may
        /// mean "no data": prefer ``chinaIndex`` and ``usIndex``.
        public var aqi: AQI? {
            guard case .number(let chn)? = sentIndices?.chn, case .number(let usa)? = sentIndices?.usa else {
                return nil
            }
            return AQI(chn: chn, usa: usa)
        }

        /// The descriptions as the response wrote them (`""` and `"missing"` included); `nil` unless
        /// both are present.
        public var description: Description? {
            guard let chn = sentDescriptions?.chn, let usa = sentDescriptions?.usa else { return nil }
            return Description(chn: chn, usa: usa)
        }

        private enum CodingKeys: String, CodingKey {
            case pm25, pm10, o3, so2, no2, co, aqi, description
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pm25 = try container.decodeIfPresent(Double.self, forKey: .pm25)
            pm10 = try container.decodeIfPresent(Double.self, forKey: .pm10)
            o3 = try container.decodeIfPresent(Double.self, forKey: .o3)
            so2 = try container.decodeIfPresent(Double.self, forKey: .so2)
            no2 = try container.decodeIfPresent(Double.self, forKey: .no2)
            co = try container.decodeIfPresent(Double.self, forKey: .co)
            sentIndices = try container.decodeIfPresent(Pair<IndexValue>.self, forKey: .aqi)
            sentDescriptions = try container.decodeIfPresent(Pair<String>.self, forKey: .description)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(pm25, forKey: .pm25)
            try container.encodeIfPresent(pm10, forKey: .pm10)
            try container.encodeIfPresent(o3, forKey: .o3)
            try container.encodeIfPresent(so2, forKey: .so2)
            try container.encodeIfPresent(no2, forKey: .no2)
            try container.encodeIfPresent(co, forKey: .co)
            try container.encodeIfPresent(sentIndices, forKey: .aqi)
            try container.encodeIfPresent(sentDescriptions, forKey: .description)
        }

        /// China's index (HJ 633-2012, `chn`) with its description, when the response really carries it.
        public var chinaIndex: AirQualityIndex? {
            Self.index(sentIndices?.chn, described: sentDescriptions?.chn, on: .chinaHJ633)
        }

        /// The US EPA's index (`usa`) with its description, when the response really carries it.
        public var usIndex: AirQualityIndex? {
            Self.index(sentIndices?.usa, described: sentDescriptions?.usa, on: .usEPA)
        }

        /// The indices the response really carries: China's first, then the US EPA's.
        public var indices: [AirQualityIndex] { [chinaIndex, usIndex].compactMap { $0 } }

        /// The index on `scale`, when the response really carries one.
        public func index(on scale: AirQualityScale) -> AirQualityIndex? {
            indices.first { $0.scale == scale }
        }

        /// An index as sent, or `nil` for Caiyun's forms of "no index here": a value that is not
        /// a non-negative number, the description `"missing"`, or zero with an empty description.
        static func index(_ value: IndexValue?, described sent: String?, on scale: AirQualityScale) -> AirQualityIndex?
        {
            guard case .number(let number)? = value, number.isFinite, number >= 0 else { return nil }
            let text = sent?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if text.caseInsensitiveCompare("missing") == .orderedSame { return nil }
            if text.isEmpty, number == 0 { return nil }
            return AirQualityIndex(value: number, scale: scale, description: text.isEmpty ? nil : text)
        }
    }

    /// One air-quality index a response really carries: the number, the scale it is on, and the
    /// response's own description of it.
    public struct AirQualityIndex: Sendable, Hashable {
        /// The index.
        public let value: Double
        /// The scale: `AirQualityScale.chinaHJ633` for `chn`, `AirQualityScale.usEPA` for `usa`.
        public let scale: AirQualityScale
        /// The response's description of the index in the request language, such as `"良"` or
        /// `"satisfactory"`; `nil` when it sent none.
        public let description: String?

        /// Creates an index.
        public init(value: Double, scale: AirQualityScale, description: String? = nil) {
            self.value = value
            self.scale = scale
            self.description = description
        }

        /// The index's category on its scale, such as "Moderate" on the US EPA's or "良" on China's.
        public var category: AirQualityCategory? { scale.category(for: value) }
    }
}

extension CYContent.AirQuality {
    /// A `{"chn", "usa"}` pair as sent, either member possibly absent.
    struct Pair<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        var chn: Value?
        var usa: Value?
    }

    /// An index value as sent: a number, or text where a number belongs.
    enum IndexValue: Sendable, Hashable, Codable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .text(let text): try container.encode(text)
            }
        }
    }
}

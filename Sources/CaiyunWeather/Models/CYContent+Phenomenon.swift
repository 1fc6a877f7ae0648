extension CYContent {
    /// The sky condition, the API's `skycon`.
    ///
    /// A code this version does not know (the API adds codes now and then) decodes as
    /// ``unknown(_:)`` with the code kept, so nothing fails and nothing is lost.
    public enum Phenomenon: Sendable, Hashable, CaseIterable {
        /// 晴 Clear, by day.
        case clearDay
        /// 晴 Clear, at night.
        case clearNight
        /// 多云 Partly cloudy, by day.
        case partlyCloudyDay
        /// 多云 Partly cloudy, at night.
        case partlyCloudyNight
        /// 阴 Cloudy.
        case cloudy
        /// 轻度雾霾 Light haze.
        case lightHaze
        /// 中度雾霾 Moderate haze.
        case moderateHaze
        /// 重度雾霾 Heavy haze.
        case heavyHaze
        /// 小雨 Light rain.
        case lightRain
        /// 中雨 Moderate rain.
        case moderateRain
        /// 大雨 Heavy rain.
        case heavyRain
        /// 暴雨 Storm rain.
        case stormRain
        /// 雾 Fog.
        case fog
        /// 小雪 Light snow.
        case lightSnow
        /// 中雪 Moderate snow.
        case moderateSnow
        /// 大雪 Heavy snow.
        case heavySnow
        /// 暴雪 Storm snow.
        case stormSnow
        /// 浮尘 Dust.
        case dust
        /// 沙尘 Sand.
        case sand
        /// 大风 Wind.
        case wind
        /// A code this version does not know, as the API sent it.
        case unknown(String)

        /// The documented codes (``unknown(_:)`` excluded).
        public static let allCases: [Phenomenon] = [
            .clearDay, .clearNight, .partlyCloudyDay, .partlyCloudyNight, .cloudy, .lightHaze, .moderateHaze,
            .heavyHaze, .lightRain, .moderateRain, .heavyRain, .stormRain, .fog, .lightSnow, .moderateSnow,
            .heavySnow, .stormSnow, .dust, .sand, .wind,
        ]

        private static let codes: [String] = [
            "CLEAR_DAY", "CLEAR_NIGHT", "PARTLY_CLOUDY_DAY", "PARTLY_CLOUDY_NIGHT", "CLOUDY", "LIGHT_HAZE",
            "MODERATE_HAZE",
            "HEAVY_HAZE", "LIGHT_RAIN", "MODERATE_RAIN", "HEAVY_RAIN", "STORM_RAIN", "FOG", "LIGHT_SNOW",
            "MODERATE_SNOW",
            "HEAVY_SNOW", "STORM_SNOW", "DUST", "SAND", "WIND",
        ]

        private static let byCode: [String: Phenomenon] = Dictionary(uniqueKeysWithValues: zip(codes, allCases))

        private static let utf8Codes: [[UInt8]] = codes.map { Array($0.utf8) }

        /// The documented phenomenon whose code is `bytes` (UTF-8), found without making a string.
        static func known(_ bytes: UnsafeBufferPointer<UInt8>) -> Phenomenon? {
            for (index, code) in utf8Codes.enumerated() where code.count == bytes.count && code.elementsEqual(bytes) {
                return allCases[index]
            }
            return nil
        }

        /// Creates a phenomenon from its API code, such as `"CLEAR_DAY"`; never fails.
        public init(rawValue: String) {
            self = Self.byCode[rawValue] ?? .unknown(rawValue)
        }

        /// The API code, such as `"CLEAR_DAY"`.
        public var rawValue: String {
            if case .unknown(let code) = self { return code }
            return Self.codes[Self.allCases.firstIndex(of: self)!]
        }

        /// Whether the code is one of the documented ones.
        public var isKnown: Bool {
            if case .unknown = self { return false }
            return true
        }

        /// Whether this is rain or snow.
        public var isPrecipitation: Bool {
            switch self {
            case .lightRain, .moderateRain, .heavyRain, .stormRain, .lightSnow, .moderateSnow, .heavySnow, .stormSnow:
                true
            default: false
            }
        }

        /// Whether the code names the night-time variant (`*_NIGHT`).
        public var isNight: Bool { self == .clearNight || self == .partlyCloudyNight }
    }
}

extension CYContent.Phenomenon: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

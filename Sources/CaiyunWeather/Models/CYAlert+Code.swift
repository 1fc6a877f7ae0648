extension CYAlert.AlertContent {
    /// An alert code: two digits of type and two of level, such as `"0501"` (gale, blue).
    ///
    /// Codes the API adds later decode with ``AlertType/unknown(_:)`` or ``AlertLevel/unknown(_:)``,
    /// and encode back unchanged.
    public struct AlertCode: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code as the API sent it.
        public let rawValue: String
        /// The kind of hazard.
        public let type: AlertType
        /// The severity.
        public let level: AlertLevel

        /// Reads a code; never fails.
        public init(rawValue: String) {
            self.rawValue = rawValue
            if rawValue.count == 4, rawValue.allSatisfy(\.isASCII) {
                type = AlertType(rawValue: String(rawValue.prefix(2)))
                level = AlertLevel(rawValue: String(rawValue.suffix(2)))
            } else {
                type = .unknown(rawValue)
                level = .unknown(rawValue)
            }
        }

        public var description: String { rawValue }

        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

extension CYAlert.AlertContent.AlertCode {
    /// The kind of hazard an alert warns of.
    public enum AlertType: Sendable, Hashable, CaseIterable {
        /// 01 台风
        case typhoon
        /// 02 暴雨
        case rainstorm
        /// 03 暴雪
        case snowstorm
        /// 04 寒潮
        case coldWave
        /// 05 大风
        case gale
        /// 06 沙尘暴
        case sandstorm
        /// 07 高温
        case heatWave
        /// 08 干旱
        case drought
        /// 09 雷电
        case lightning
        /// 10 冰雹
        case hail
        /// 11 霜冻
        case frost
        /// 12 大雾
        case heavyFog
        /// 13 霾
        case haze
        /// 14 道路结冰
        case roadIcing
        /// 15 森林火险
        case wildFire
        /// 16 雷雨大风
        case thunderGust
        /// 17 春季沙尘天气趋势预警 (v2.6)
        case springDustTrend
        /// 18 沙尘 (v2.6)
        case dust
        /// A type this version does not know, with its code.
        case unknown(String)

        /// The documented types.
        public static let allCases: [AlertType] = [
            .typhoon, .rainstorm, .snowstorm, .coldWave, .gale, .sandstorm, .heatWave, .drought, .lightning,
            .hail, .frost, .heavyFog, .haze, .roadIcing, .wildFire, .thunderGust, .springDustTrend, .dust,
        ]

        /// Reads a two-digit type code; never fails.
        public init(rawValue: String) {
            if let number = Int(rawValue), rawValue.count == 2, (1...Self.allCases.count).contains(number) {
                self = Self.allCases[number - 1]
            } else {
                self = .unknown(rawValue)
            }
        }

        /// The two-digit code, such as `"05"`.
        public var rawValue: String {
            if case .unknown(let code) = self { return code }
            let number = Self.allCases.firstIndex(of: self)! + 1
            return number < 10 ? "0\(number)" : "\(number)"
        }
    }

    /// An alert's severity, by colour.
    public enum AlertLevel: Sendable, Hashable, CaseIterable {
        /// 00 白色 White (v2.6).
        case white
        /// 01 蓝色 Blue.
        case blue
        /// 02 黄色 Yellow.
        case yellow
        /// 03 橙色 Orange.
        case orange
        /// 04 红色 Red, the most severe.
        case red
        /// A level this version does not know, with its code.
        case unknown(String)

        /// The documented levels, least severe first.
        public static let allCases: [AlertLevel] = [.white, .blue, .yellow, .orange, .red]

        /// Reads a two-digit level code; never fails.
        public init(rawValue: String) {
            if let number = Int(rawValue), rawValue.count == 2, Self.allCases.indices.contains(number) {
                self = Self.allCases[number]
            } else {
                self = .unknown(rawValue)
            }
        }

        /// The two-digit code, such as `"01"`.
        public var rawValue: String {
            if case .unknown(let code) = self { return code }
            return "0\(Self.allCases.firstIndex(of: self)!)"
        }
    }
}

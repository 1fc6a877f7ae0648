import Foundation

extension CYContent {
    /// Life indices: ultraviolet, comfort, car washing, cold risk and dressing.
    ///
    /// Realtime data has ultraviolet and comfort only; daily data has all five as arrays.
    public struct LifeIndex<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
        /// Ultraviolet radiation.
        public let ultraviolet: Value?
        /// Comfort (how the weather feels).
        public let comfort: Value?
        /// Suitability for washing a car.
        public let carWashing: Value?
        /// Risk of catching a cold.
        public let coldRisk: Value?
        /// What to wear.
        public let dressing: Value?
    }

    /// A life-index value and the API's description of it (`index`, `desc`).
    ///
    /// The API sends the index as a number in realtime data and as a string in daily data;
    /// both decode here, and encoding writes the index back in the form it arrived in.
    public struct IndexWithDescription: Sendable, Hashable, Codable {
        /// The index as a whole number, or `nil` when the API sent something else (such as `""`).
        public let index: Int?
        /// The API's description, in the request language.
        public let description: String
        /// The index as it was sent.
        public let rawIndex: RawIndex

        /// How an index arrived: as a JSON number or as a string.
        public enum RawIndex: Sendable, Hashable {
            /// A JSON number, such as `2` or `2.0`.
            case number(Double)
            /// A JSON string, such as `"2"`.
            case text(String)
        }

        /// Creates a value from a number.
        public init(index: Int, description: String) {
            self.index = index
            self.description = description
            self.rawIndex = .number(Double(index))
        }

        public init(from decoder: any Decoder) throws {
            try self.init(fields: decoder.container(keyedBy: FlatKey.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatKey.self)
            try encode(fields: &container)
        }
    }
}

extension CYContent.IndexWithDescription: CYFlatDecodable {
    init(fields container: KeyedDecodingContainer<FlatKey>) throws {
        description = try container.decode(String.self, forKey: .desc)
        if let number = try? container.decode(Double.self, forKey: .index) {
            rawIndex = .number(number)
            index = number == number.rounded() && abs(number) < 1e9 ? Int(number) : nil
        } else {
            let text = try container.decode(String.self, forKey: .index)
            rawIndex = .text(text)
            index = Int(text.trimmingCharacters(in: .whitespaces))
        }
    }

    func encode(fields container: inout KeyedEncodingContainer<FlatKey>) throws {
        switch rawIndex {
        case .number(let number):
            if let index {
                try container.encode(index, forKey: .index)
            } else {
                try container.encode(number, forKey: .index)
            }
        case .text(let text):
            try container.encode(text, forKey: .index)
        }
        try container.encode(description, forKey: .desc)
    }
}

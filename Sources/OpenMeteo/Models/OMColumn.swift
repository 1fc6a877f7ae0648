import APICore

/// One variable's values in a block (`hourly`, `daily`, `minutely_15`), one per time.
///
/// Numbers stay optional: a `null` is `nil`, never 0, and a series the model has no data for (the
/// open ocean, a region outside a model's domain) is all `nil`. Text columns hold the daily
/// `sunrise` and `sunset` times; anything else the API might send is kept as it came.
public enum OMColumn: Sendable, Hashable, Codable {
    /// Numbers and nulls (also an empty column and a column of nulls only).
    case numbers([Double?])
    /// Strings and nulls, with at least one string.
    case texts([String?])
    /// Anything else, kept as sent.
    case mixed([OMJSONValue])

    /// How many values the column holds.
    public var count: Int {
        switch self {
        case .numbers(let values): values.count
        case .texts(let values): values.count
        case .mixed(let values): values.count
        }
    }

    /// The number at `index`; `nil` for a `null`, a text, or an index past the end.
    public func number(at index: Int) -> Double? {
        switch self {
        case .numbers(let values): values.indices.contains(index) ? values[index] : nil
        case .texts: nil
        case .mixed(let values): values.indices.contains(index) ? values[index].number : nil
        }
    }

    /// The text at `index`; `nil` for a `null`, a number, or an index past the end.
    public func text(at index: Int) -> String? {
        switch self {
        case .numbers: nil
        case .texts(let values): values.indices.contains(index) ? values[index] : nil
        case .mixed(let values): values.indices.contains(index) ? values[index].string : nil
        }
    }

    /// The time at `index`: local text, or Unix seconds from a whole number (`sunrise` with
    /// `timeformat=unixtime`); `nil` otherwise.
    public func time(at index: Int) -> OMTime? {
        if let text = text(at: index) { return .local(text) }
        guard let number = number(at: index), let seconds = Int(exactly: number) else { return nil }
        return .unix(seconds)
    }

    /// Sorts values into the most specific case.
    init(classifying values: [OMJSONValue]) {
        if values.allSatisfy({ $0.isNull || $0.number != nil }) {
            self = .numbers(values.map(\.number))
        } else if values.allSatisfy({ $0.isNull || $0.string != nil }) {
            self = .texts(values.map(\.string))
        } else {
            self = .mixed(values)
        }
    }

    /// Reads a JSON array: numbers (the usual column) and texts in one step each, anything else
    /// value by value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let numbers = try? container.decode([Double?].self) {
            self = .numbers(numbers)
        } else if let texts = try? container.decode([String?].self) {
            self = .texts(texts)
        } else {
            self.init(classifying: try container.decode([OMJSONValue].self))
        }
    }

    /// Writes the JSON array as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .numbers(let values):
            for value in values {
                if let value { try container.encode(value) } else { try container.encodeNil() }
            }
        case .texts(let values):
            for value in values {
                if let value { try container.encode(value) } else { try container.encodeNil() }
            }
        case .mixed(let values):
            for value in values { try container.encode(value) }
        }
    }
}

extension OMColumn: JSONValueDecodable {
    /// Reads a JSON array straight from a scanned document; numbers without a value per element
    /// in between, which is the hot loop of every forecast.
    package init(json: JSONValue) throws(JSONDeclined) {
        guard json.node.kind == .array else { throw JSONDeclined() }
        let nodes = json.document.nodes
        let bytes = json.document.bytes
        let count = Int(json.node.count)
        var numbers: [Double?] = []
        numbers.reserveCapacity(count)
        var index = json.index + 1
        var allNumbers = true
        for _ in 0..<count {
            let element = nodes[index]
            if element.kind == .number {
                guard let value = element.double(bytes) else { throw JSONDeclined() }
                numbers.append(value)
            } else if element.kind == .null {
                numbers.append(nil)
            } else {
                allNumbers = false
                break
            }
            index = Int(element.next)
        }
        if allNumbers {
            self = .numbers(numbers)
            return
        }
        var values: [OMJSONValue] = []
        values.reserveCapacity(count)
        for element in try json.array() { values.append(try OMJSONValue(json: element)) }
        self.init(classifying: values)
    }
}

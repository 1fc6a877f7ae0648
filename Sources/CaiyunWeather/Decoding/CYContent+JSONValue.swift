import APICore
import Foundation

/// A value whose fields sit beside others in one object (`{"date", "avg", "max", "min"}`), read
/// on the fast path as ``CYFlatDecodable`` reads it through a container.
package protocol CYFlatJSONValueDecodable {
    init(fields object: JSONValue.Object) throws(JSONDeclined)
}

// The core's generic readers are not specialized across modules, so the ones a response uses
// hundreds of times live here, where each element type is known and every call is direct.
extension JSONValue.Object {
    /// The API's datetime in `key`, such as `2021-04-14T19:00+08:00`.
    func datetime(_ key: StaticString) throws(JSONDeclined) -> CYContent.DatetimeServerType {
        try CYContent.DatetimeServerType(json: required(key))
    }

    /// The member `key` as `T`, read by `T` itself.
    func value<T: JSONValueDecodable>(_ key: StaticString, as type: T.Type = T.self) throws(JSONDeclined) -> T {
        try T(json: required(key))
    }

    /// The array in `key`, each element read as `Element`.
    func array<Element: JSONValueDecodable>(_ key: StaticString) throws(JSONDeclined) -> [Element] {
        try Self.elements(of: required(key))
    }

    /// The array in `key`, or `nil` when it is missing or `null`.
    func arrayIfPresent<Element: JSONValueDecodable>(_ key: StaticString) throws(JSONDeclined) -> [Element]? {
        guard let member = try optional(key) else { return nil }
        return try Self.elements(of: member)
    }

    private static func elements<Element: JSONValueDecodable>(of value: JSONValue) throws(JSONDeclined) -> [Element] {
        let array = try value.array()
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        for element in array { elements.append(try Element(json: element)) }
        return elements
    }
}

extension CYContent.CountryRelated: JSONValueDecodable where T: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        chn = try object.value("chn")
        usa = try object.value("usa")
    }
}

extension CYContent.AverageAndExtremum: JSONValueDecodable, CYFlatJSONValueDecodable where T: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        try self.init(fields: json.object())
    }

    package init(fields object: JSONValue.Object) throws(JSONDeclined) {
        average = try object.value("avg")
        maximum = try object.value("max")
        minimum = try object.value("min")
    }
}

extension CYContent.Wind: JSONValueDecodable, CYFlatJSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        try self.init(fields: json.object())
    }

    package init(fields object: JSONValue.Object) throws(JSONDeclined) {
        self.init(
            speed: try object.decode("speed"), direction: try object.decode("direction"), unit: CYUnit.responseUnit)
    }
}

extension CYContent.AirQuality: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        pm25 = try object.decodeIfPresent("pm25")
        pm10 = try object.decodeIfPresent("pm10")
        o3 = try object.decodeIfPresent("o3")
        so2 = try object.decodeIfPresent("so2")
        no2 = try object.decodeIfPresent("no2")
        co = try object.decodeIfPresent("co")
        sentIndices = try object.optional("aqi").map { value throws(JSONDeclined) in
            try Self.pair(value) { index throws(JSONDeclined) in
                index.node.kind == .number ? .number(try index.double()) : .text(try index.string())
            }
        }
        sentDescriptions = try object.optional("description").map { value throws(JSONDeclined) in
            try Self.pair(value) { description throws(JSONDeclined) in try description.string() }
        }
    }

    /// A `{"chn", "usa"}` pair as `init(from:)` reads it: either member may be missing or `null`.
    private static func pair<Value>(
        _ value: JSONValue, _ read: (JSONValue) throws(JSONDeclined) -> Value
    ) throws(JSONDeclined) -> Pair<Value> {
        let object = try value.object()
        return Pair(chn: try object.optional("chn").map(read), usa: try object.optional("usa").map(read))
    }
}

extension CYContent.LifeIndex: JSONValueDecodable where Value: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        ultraviolet = try object.decodeIfPresent("ultraviolet")
        comfort = try object.decodeIfPresent("comfort")
        carWashing = try object.decodeIfPresent("carWashing")
        coldRisk = try object.decodeIfPresent("coldRisk")
        dressing = try object.decodeIfPresent("dressing")
    }
}

extension CYContent.IndexWithDescription: JSONValueDecodable, CYFlatJSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        try self.init(fields: json.object())
    }

    package init(fields object: JSONValue.Object) throws(JSONDeclined) {
        description = try object.decode("desc")
        let value = try object.required("index")
        if value.node.kind == .number {
            let number = try value.double()
            rawIndex = .number(number)
            index = number == number.rounded() && abs(number) < 1e9 ? Int(number) : nil
        } else {
            let text = try value.string()
            rawIndex = .text(text)
            index = Int(text.trimmingCharacters(in: .whitespaces))
        }
    }
}

extension CYContent.Phenomenon: JSONValueDecodable {
    /// Reads a `skycon` code, matching the known codes byte by byte before making a string.
    package init(json: JSONValue) throws(JSONDeclined) {
        if let bytes = try? json.asciiBytes(), let known = Self.known(bytes) {
            self = known
        } else {
            self.init(rawValue: try json.string())
        }
    }
}

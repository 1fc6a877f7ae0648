import MCP

/// JSON Schema pieces for tools' input and output schemas.
package enum JSONSchema {
    package static let string: Value = ["type": "string"]
    package static let number: Value = ["type": "number"]
    package static let integer: Value = ["type": "integer"]
    package static let boolean: Value = ["type": "boolean"]
    package static let optionalString: Value = ["type": ["string", "null"]]
    package static let optionalNumber: Value = ["type": ["number", "null"]]

    /// An object with `properties`, of which `required` must be present.
    package static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        [
            "type": "object", "properties": .object(properties),
            "required": .array(required.sorted().map(Value.string)),
        ]
    }

    /// An object that may be `null`.
    package static func optionalObject(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema = object(properties, required: required).objectValue ?? [:]
        schema["type"] = ["object", "null"]
        return .object(schema)
    }

    /// An array of `items`.
    package static func array(_ items: Value) -> Value { ["type": "array", "items": items] }

    /// A whole number from `range`.
    package static func integer(in range: ClosedRange<Int>, description: String) -> Value {
        [
            "type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound),
            "description": .string(description),
        ]
    }

    /// The envelope every weather answer has.
    package static let envelope: [String: Value] = [
        "place": object(
            ["name": string, "latitude": number, "longitude": number], required: ["name", "latitude", "longitude"]),
        "provider": ["type": "string", "enum": ["caiyun", "openweathermap"]],
        "attribution": string,
        "responseTime": string,
        "fromCache": boolean,
        "source": ["type": "string", "enum": ["memory", "disk", "shared", "network", "stale"]],
        "staleReason": optionalString,
        "units": object(
            [
                "temperature": string, "windSpeed": string, "pressure": string, "distance": string,
                "precipitationRate": string, "precipitationAmount": string,
            ]),
    ]

    /// The envelope's properties and `extra`, all required.
    package static func answer(_ extra: [String: Value]) -> Value {
        let properties = envelope.merging(extra) { $1 }
        return object(properties, required: Array(properties.keys))
    }

    package static let current = optionalObject(
        [
            "time": string, "condition": string, "conditionText": string, "summary": optionalString,
            "temperature": number, "apparentTemperature": optionalNumber, "humidity": optionalNumber,
            "pressure": optionalNumber, "visibility": optionalNumber, "cloudCover": optionalNumber,
            "windSpeed": optionalNumber, "windDirection": optionalNumber, "windGust": optionalNumber,
            "precipitationIntensity": optionalNumber, "uvIndex": optionalNumber,
        ], required: ["time", "condition", "temperature"])

    package static let hour = object(
        [
            "time": string, "condition": string, "temperature": number, "apparentTemperature": optionalNumber,
            "precipitationChance": optionalNumber, "precipitationIntensity": optionalNumber,
            "humidity": optionalNumber, "windSpeed": optionalNumber, "windDirection": optionalNumber,
        ], required: ["time", "condition", "temperature"])

    package static let day = object(
        [
            "date": string, "condition": string, "high": number, "low": number,
            "precipitationChance": optionalNumber, "precipitationAmount": optionalNumber,
            "sunrise": optionalString, "sunset": optionalString, "windSpeed": optionalNumber,
            "uvIndex": optionalNumber, "summary": optionalString,
        ], required: ["date", "condition", "high", "low"])

    package static let alert = object(
        [
            "id": string, "event": string, "title": string, "details": string, "severity": string,
            "source": optionalString, "region": optionalString, "issued": optionalString, "expires": optionalString,
        ], required: ["id", "title", "severity"])

    package static let airQualityIndex = optionalObject(
        ["index": number, "category": optionalString, "description": optionalString], required: ["index"])

    package static let nowcast = optionalObject(
        [
            "summary": optionalString, "start": string, "minutes": array(number),
            "halfHourChances": array(number),
        ], required: ["start", "minutes"])
}

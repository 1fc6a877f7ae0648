import MCP
import MCPToolKit
import WeatherRuntime

/// The JSON Schema pieces of the weather tools' answers.
extension JSONSchema {
    /// The envelope every weather answer has.
    static let envelope: [String: Value] = [
        "place": object(
            ["name": string, "latitude": number, "longitude": number], required: ["name", "latitude", "longitude"]),
        "provider": ["type": "string", "enum": .array(ProviderOption.allCases.map { .string($0.rawValue) })],
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
        "implausibleValues": array(
            object(
                ["path": string, "field": string, "value": string, "allowed": string],
                required: ["path", "field", "value", "allowed"])),
    ]

    /// The envelope's properties and `extra`, all required.
    static func answer(_ extra: [String: Value]) -> Value {
        let properties = envelope.merging(extra) { $1 }
        return object(properties, required: Array(properties.keys))
    }

    static let current = optionalObject(
        [
            "time": string, "condition": string, "conditionText": string, "summary": optionalString,
            "temperature": optionalNumber, "apparentTemperature": optionalNumber, "humidity": optionalNumber,
            "pressure": optionalNumber, "visibility": optionalNumber, "cloudCover": optionalNumber,
            "windSpeed": optionalNumber, "windDirection": optionalNumber, "windGust": optionalNumber,
            "precipitationIntensity": optionalNumber, "uvIndex": optionalNumber,
        ], required: ["time", "condition", "temperature"])

    static let hour = object(
        [
            "time": string, "condition": string, "temperature": optionalNumber, "apparentTemperature": optionalNumber,
            "precipitationChance": optionalNumber, "precipitationIntensity": optionalNumber,
            "humidity": optionalNumber, "windSpeed": optionalNumber, "windDirection": optionalNumber,
        ], required: ["time", "condition", "temperature"])

    static let day = object(
        [
            "date": string, "condition": string, "high": optionalNumber, "low": optionalNumber,
            "precipitationChance": optionalNumber, "precipitationAmount": optionalNumber,
            "sunrise": optionalString, "sunset": optionalString, "windSpeed": optionalNumber,
            "uvIndex": optionalNumber, "summary": optionalString,
        ], required: ["date", "condition", "high", "low"])

    static let alert = object(
        [
            "id": string, "event": string, "title": string, "details": string, "severity": string,
            "source": optionalString, "region": optionalString, "issued": optionalString, "expires": optionalString,
        ], required: ["id", "title", "severity"])

    static let airQualityIndex = optionalObject(
        ["index": number, "category": optionalString, "description": optionalString], required: ["index"])

    static let nowcast = optionalObject(
        [
            "summary": optionalString, "start": string, "minutes": array(number),
            "halfHourChances": array(number),
        ], required: ["start", "minutes"])
}

import APICore
import Foundation

/// A full `weather` response: realtime, minutely, hourly and daily data, and alerts.
public typealias CYResponse = CYAPIResponse<CYResult>
/// A `realtime` response.
public typealias CYRealtimeResponse = CYAPIResponse<CYRealtimeResult>
/// A `minutely` response.
public typealias CYMinutelyResponse = CYAPIResponse<CYMinutelyResult>
/// An `hourly` response.
public typealias CYHourlyResponse = CYAPIResponse<CYHourlyResult>
/// A `daily` response.
public typealias CYDailyResponse = CYAPIResponse<CYDailyResult>

/// A successful API response: the envelope every file shares, around a typed ``result``.
///
/// Decoding a body whose `status` is `"failed"` throws ``CYInvalidResponse`` instead, so a
/// response value always holds data. Encoding writes the API's own keys and formats, so a saved
/// encoding decodes again like a fresh response.
public struct CYAPIResponse<Result: CYFileResult>: Sendable, Hashable, Codable {
    /// The response status, `"ok"`.
    public let responseStatus: String
    /// The API version that answered, such as `"v2.6"`.
    public let version: String
    /// The version's status, such as `"active"` or `"alpha"`.
    public let apiStatus: String?
    /// The language of the text, as requested (`lang`), such as `"en_US"`.
    public let language: String
    /// The unit system of the values.
    public let unit: CYUnit
    /// The place the data is for (`location`).
    public let coordinate: CYCoordinate
    /// When the server answered (`server_time`).
    public let serverTime: CYContent.Datetime1970Based
    /// The place's UTC offset (`tzshift`).
    public let serverTimeZone: CYTimeZone
    /// The place's IANA time-zone name (`timezone`), such as `"Asia/Shanghai"`.
    public let timezone: String?
    /// The data.
    public var result: Result { sharedResult.value }
    /// The result, held once on the heap: a response is copied on every cache hit (out of the
    /// memory cache and into the caller's hands), and a copy then costs one reference count.
    let sharedResult: SharedValue<Result>

    /// Decodes a response body, turning each kind of bad body (an API error, HTML, truncated or
    /// malformed JSON, a wrong shape) into its own ``CYError``.
    ///
    /// ```swift
    /// let hourly = try CYHourlyResponse.decode(Data(contentsOf: savedFile))
    /// ```
    public static func decode(_ data: Data) throws -> Self {
        try CYResponseDecoder.decode(Self.self, from: data)
    }

    /// The request language, when the API echoed one this version knows.
    public var requestLanguage: CYEndpoint.RequestLanguage? { CYEndpoint.RequestLanguage(apiValue: language) }

    private enum CodingKeys: String, CodingKey {
        case responseStatus = "status", version = "api_version", apiStatus = "api_status", language = "lang", unit
        case coordinate = "location", serverTime = "server_time", serverTimeZone = "tzshift", timezone, result, error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let status = try container.decodeIfPresent(String.self, forKey: .responseStatus)
        if status != "ok", status != nil || container.contains(.error) {
            throw try CYInvalidResponse(from: decoder)
        }
        responseStatus = try container.decode(String.self, forKey: .responseStatus)
        version = try container.decode(String.self, forKey: .version)
        apiStatus = try container.decodeIfPresent(String.self, forKey: .apiStatus)
        language = try container.decode(String.self, forKey: .language)
        unit = try container.decode(CYUnit.self, forKey: .unit)
        coordinate = try container.decode(CYCoordinate.self, forKey: .coordinate)
        serverTime = try container.decode(CYContent.Datetime1970Based.self, forKey: .serverTime)
        serverTimeZone = try container.decode(CYTimeZone.self, forKey: .serverTimeZone)
        timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
        let unit = self.unit
        sharedResult = SharedValue(
            try CYUnit.$responseUnit.withValue(unit) { try container.decode(Result.self, forKey: .result) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(responseStatus, forKey: .responseStatus)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(apiStatus, forKey: .apiStatus)
        try container.encode(language, forKey: .language)
        try container.encode(unit, forKey: .unit)
        try container.encodeIfPresent(timezone, forKey: .timezone)
        try container.encode(serverTimeZone, forKey: .serverTimeZone)
        try container.encode(serverTime, forKey: .serverTime)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(result, forKey: .result)
    }

    /// A UTC offset written in seconds (`tzshift`); negative west of Greenwich.
    public struct CYTimeZone: Sendable, Hashable, Codable {
        /// The offset in seconds.
        public let secondsFromGMT: Int

        /// A fixed-offset time zone.
        public var value: TimeZone { TimeZone(secondsFromGMT: secondsFromGMT) ?? TimeZone(secondsFromGMT: 0)! }

        /// Creates a value from an offset in seconds.
        public init(secondsFromGMT: Int) { self.secondsFromGMT = secondsFromGMT }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let seconds = try container.decode(Double.self)
            guard seconds.magnitude <= 18 * 3600 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "tzshift \(seconds) is not an offset of at most 18 hours")
            }
            secondsFromGMT = Int(seconds.rounded())
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(secondsFromGMT)
        }
    }
}

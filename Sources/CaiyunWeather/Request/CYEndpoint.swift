import APICore
import Foundation

/// Everything that goes into one API call: token, place, language, units, steps and file.
///
/// ```swift
/// var endpoint = CYEndpoint(token: token, coordinate: CYCoordinate(latitude: 39.9042, longitude: 116.4074))
/// endpoint.language = .englishUS
/// endpoint.hourlyLength = 24
/// ```
///
/// Printing, dumping or encoding an endpoint never shows the token.
public struct CYEndpoint: Sendable, Hashable {
    /// The production API.
    public static let defaultBaseURL = URL(string: "https://api.caiyunapp.com")!

    /// Your API token. Required for remote requests; keep it secret.
    public var token: String?
    /// The place to ask about.
    public var coordinate: CYCoordinate
    /// The language of text in the response. Default: Simplified Chinese.
    public var language: RequestLanguage
    /// The unit system of values in the response. Default: ``CYUnit/metric``.
    public var measurementSystem: MeasurementSystem
    /// Whether to ask for weather alerts (`alert=true`). Alerts are a paid, value-added service. Default: `true`.
    public var shouldIncludeAlerts: Bool
    /// Hours of hourly forecast, 1–360 (hourly and weather files). Default: 48.
    public var hourlyLength: Int
    /// Days of daily forecast, 1–15 (daily and weather files). Default: 5.
    public var dailyLength: Int
    /// Which data to ask for. Default: ``File/weather``, everything.
    public var file: File
    /// The API version. Default: ``Version/v2_6``.
    public var version: Version
    /// Ask for data as of this moment in the past (`begin`); the API keeps about one day. Default: `nil`, now.
    public var begin: Date?
    /// Where the API lives. Change it for a proxy or a test server.
    public var baseURL: URL

    /// Creates an endpoint with the defaults of every other setting.
    public init(token: String? = nil, coordinate: CYCoordinate = .defaultCoordinate) {
        self.token = token
        self.coordinate = coordinate
        self.language = .chineseSimplified
        self.measurementSystem = .metric
        self.shouldIncludeAlerts = true
        self.hourlyLength = 48
        self.dailyLength = 5
        self.file = .weather
        self.version = .v2_6
        self.begin = nil
        self.baseURL = Self.defaultBaseURL
    }

    /// The request URL, or `nil` when the endpoint is not valid (for example, no token).
    ///
    /// As in the original `CaiyunWeather` library the type is `URL!`, so
    /// `endpoint.url.absoluteString` reads as before; like any implicitly unwrapped optional it
    /// traps when read through while `nil`. ``makeURL()`` throws the reason instead. The URL
    /// contains the token: never log it.
    public var url: URL! { try? makeURL() }
}

extension CYEndpoint: CustomStringConvertible, CustomDebugStringConvertible {
    /// The endpoint's settings with the token replaced by `<redacted>`.
    public var description: String {
        let token = self.token.map { $0.isEmpty ? "\"\"" : "<redacted>" } ?? "nil"
        var parts = [
            "token: \(token)", "coordinate: (\(coordinate))", "language: \(language.rawValue)",
            "unit: \(measurementSystem.rawValue)", "file: \(file)", "version: \(version)",
            "alerts: \(shouldIncludeAlerts)", "hourly: \(hourlyLength)", "daily: \(dailyLength)",
        ]
        if let begin { parts.append("begin: \(NumberText.whole(begin.timeIntervalSince1970))") }
        if baseURL != Self.defaultBaseURL { parts.append("baseURL: \(baseURL.absoluteString)") }
        return "CYEndpoint(\(parts.joined(separator: ", ")))"
    }

    /// Same as ``description``: the token stays hidden.
    public var debugDescription: String { description }
}

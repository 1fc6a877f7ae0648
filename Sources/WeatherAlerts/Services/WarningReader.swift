import APICore
import Foundation

/// Reads a warnings body of any supported format, such as a recorded one, into warnings.
///
/// ```swift
/// let body = try Data(contentsOf: file)
/// let warnings = try WarningReader().warnings(from: body)   // the format told from the body
/// let live = WarningSelection(now: Date()).select(warnings)
/// ```
public struct WarningReader: Sendable {
    /// The limits every body is held to.
    public var limits: CAPReader.Limits

    /// Creates a reader.
    public init(limits: CAPReader.Limits = CAPReader.Limits()) {
        self.limits = limits
    }

    /// Every message in `data`, unfiltered.
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - format: The body's format; `nil` tells it from the body (``WarningFormat/detect(_:)``).
    ///   - service: Whose warnings they are; `nil` takes the format's service (CAP bodies: MeteoAlarm's
    ///     feeds are recognised by their links, others are named `"cap"`).
    ///   - language: The language the body was asked for, for formats that do not name it (HKO).
    /// - Throws: ``WeatherAlertsError``: a body over the size limit, empty, HTML, cut off, not of
    ///   the format, or holding a DOCTYPE or too large a polygon.
    public func warnings(
        from data: Data, format: WarningFormat? = nil, service: WarningServiceID? = nil, language: String? = nil
    ) throws(WeatherAlertsError) -> [OfficialWarning] {
        guard data.count <= limits.maximumBodySize else {
            throw WeatherAlertsError(
                .responseTooLarge, "The body has \(data.count) bytes, more than the limit of \(limits.maximumBodySize)."
            )
        }
        guard let format = format ?? WarningFormat.detect(data) else {
            if case .empty = BodyInspector.classify(data) {
                throw WeatherAlertsError(.emptyBody, "The body is empty.")
            }
            throw WeatherAlertsError.undecodable(
                data, decodingError: WeatherAlertsError(.unexpectedResponse, "Not a warnings body."), httpStatus: nil,
                redactor: .none)
        }
        do {
            switch format {
            case .cap:
                return try CAPReader(limits: limits).warnings(from: data, service: service ?? Self.capService(data))
            case .nwsGeoJSON: return try NWSReader.warnings(from: data, limits: limits)
            case .metAlertsGeoJSON: return try MetAlertsReader.warnings(from: data, limits: limits)
            case .meteoAlarmJSON: return try MeteoAlarmJSONReader.warnings(from: data, limits: limits)
            case .hongKongWarningSummary: return try HKOReader.warnings(from: data, language: language)
            }
        } catch let error as WeatherAlertsError {
            throw error
        } catch {
            throw WeatherAlertsError.undecodable(data, decodingError: error, httpStatus: nil, redactor: .none)
        }
    }

    /// Whose CAP body `data` is, told from the hosts it links to.
    private static func capService(_ data: Data) -> WarningServiceID {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        if head.contains("meteoalarm.org") { return .meteoAlarm }
        if head.contains("met.no") { return .metNorway }
        return WarningServiceID(rawValue: "cap")
    }
}

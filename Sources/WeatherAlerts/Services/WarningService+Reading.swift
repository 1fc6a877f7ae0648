import Foundation

extension WarningService {
    /// Every message in a body of this service's format, unfiltered (see ``WarningReader``).
    ///
    /// - Parameters:
    ///   - data: The body.
    ///   - language: The language the body was asked for, for formats that do not name it (HKO).
    ///   - limits: What the body may hold at most.
    /// - Throws: ``WeatherAlertsError`` naming the service.
    public func read(
        _ data: Data, language: String? = nil, limits: CAPReader.Limits = CAPReader.Limits()
    ) throws(WeatherAlertsError) -> [OfficialWarning] {
        do {
            return try WarningReader(limits: limits).warnings(
                from: data, format: format, service: id, language: language)
        } catch {
            throw error.attributed(to: self)
        }
    }
}

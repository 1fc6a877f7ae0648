import NeutralWeather
import WeatherAlerts

extension WeatherAlert {
    /// An official warning as the neutral model's alert: its headline as the title, the
    /// issuing office (else the service) as the source, the area (marked when matched by name),
    /// and the end people should see (`ends`, else `expires`).
    ///
    /// - Parameters:
    ///   - warning: The warning as a service's reader gave it.
    ///   - service: The service that published it, when known, for naming the source.
    package init(official warning: OfficialWarning, service: WarningService?) {
        var region = warning.areaDescription
        if warning.isAreaApproximate {
            region = region.map { "\($0) (matched by area name)" } ?? "matched by area name"
        }
        self.init(
            id: warning.id, event: warning.event, title: warning.headline ?? warning.event,
            details: warning.description ?? "", severity: Self.severity(warning.severity),
            source: warning.senderName ?? service?.name, region: region, issued: warning.sent ?? warning.effective,
            expires: warning.displayEnd)
        instruction = warning.instruction
        onset = warning.onset ?? warning.effective
        link = warning.web
    }

    /// CAP's severity as the neutral model's; a value CAP does not define is unknown.
    private static func severity(_ severity: CAPSeverity) -> WeatherSeverity {
        switch severity {
        case .extreme: .extreme
        case .severe: .severe
        case .moderate: .moderate
        case .minor: .minor
        default: .unknown
        }
    }
}

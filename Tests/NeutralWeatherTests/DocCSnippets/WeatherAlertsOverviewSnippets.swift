import WeatherAlerts

/// The Swift blocks of `WeatherAlerts.docc/WeatherAlerts.md`, each the body of a function, so the
/// build proves they compile as a reader pastes them, under the imports the article has declared
/// so far. Never called: they would ask the real services.
enum WeatherAlertsOverviewSnippets {
    static func block1() async throws {
        let client = WeatherAlertsClient(configuration: .init(contact: "ops@example.com"))
        let place = WarningPlace(latitude: 53.35, longitude: -6.26, countryCode: "IE", names: ["Dublin"])
        let report = try await client.warnings(for: WarningRequest(place: place, language: "en"))

        for warning in report.warnings {
            print(warning.awarenessLevel?.colourName ?? "", warning.event, warning.headline ?? "")
        }
        for service in report.servicesNotAnswering {
            print("\(service.name) did not answer; warnings may be missing")
        }
    }
}

import WeatherAlerts

/// The Swift blocks of `WeatherAlerts.docc/ReadingOfficialWarnings.md`, each the body of a
/// function, so the build proves they compile as a reader pastes them. Never called: they would
/// ask the real services.
enum WeatherAlertsReadingOfficialWarningsSnippets {
    static func block1() async throws {
        let client = WeatherAlertsClient(configuration: .init(contact: "ops@example.com"))
        let glasgow = WarningPlace(latitude: 55.86, longitude: -4.25, countryCode: "GB", names: ["Strathclyde"])
        let request = WarningRequest(place: glasgow, language: "en", includesDetails: true)
        let report = try await client.warnings(for: request)
        _ = report
    }
}

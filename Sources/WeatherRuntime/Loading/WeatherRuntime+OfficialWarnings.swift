import Foundation
import NeutralWeather
import Places
import WeatherAlerts

extension WeatherRuntime {
    /// `loaded` with the official warnings in force at its place (NWS, MET Norway, MeteoAlarm,
    /// the Hong Kong Observatory: no key) joined to the provider's alerts, each message once,
    /// most severe first, and the weather's `warningCoverage` saying which services
    /// were asked and which did not answer. Unchanged for the bundled example, a place whose
    /// country is not known, or when `settings` turn official warnings off.
    ///
    /// - Parameters:
    ///   - loaded: Weather the runtime loaded, with its place.
    ///   - settings: This call's settings (language, cache, warning services); the runtime's by default.
    ///   - details: Whether to fetch each warning's full text where its feed leaves it out.
    public func addingOfficialWarnings(
        to loaded: LoadedWeather, settings: WeatherSettings? = nil, details: Bool = false
    ) async -> LoadedWeather {
        let settings = settings ?? self.settings
        guard settings.officialWarnings, !loaded.isExample, let place = loaded.place,
            let country = place.countryCode ?? nearestCountry(place)
        else { return loaded }
        let (official, coverage) = await officialWarnings.warnings(
            at: place, countryCode: country, settings: settings, details: details)
        var result = loaded
        var alerts = loaded.weather.alerts
        let seen = Set(alerts.map(Self.sameMessage))
        alerts += official.filter { !seen.contains(Self.sameMessage($0)) }
        alerts.sort { ($0.severity, $1.issued ?? .distantPast) > ($1.severity, $0.issued ?? .distantPast) }
        result.weather.alerts = alerts
        result.weather.warningCoverage = coverage
        return result
    }

    /// What the official warning services covering `place` say, in full (CAP fields and each
    /// service's outcome), for a front door that shows more than the neutral model's alerts;
    /// `nil` when `settings` turn official warnings off or no country is known for the place.
    /// Answers come through the runtime's warnings client, and so its cache.
    ///
    /// - Parameters:
    ///   - place: The place; its region names match warnings given by area only.
    ///   - countryCode: The country whose services to ask; by default the place's, else the
    ///     nearest city's.
    ///   - language: A BCP 47 tag: of a message's copies, the one in this language is shown,
    ///     else English, else the first.
    ///   - settings: This call's settings (cache, warning services); the runtime's by default.
    ///   - details: Whether to fetch each warning's full text where its feed leaves it out.
    /// - Throws: `WeatherAlertsError` (`invalid_parameter`) for a country code or coordinate
    ///   the services cannot be asked about.
    public func officialWarningReport(
        at place: ResolvedPlace, countryCode: String? = nil, language: String, settings: WeatherSettings? = nil,
        details: Bool = false
    ) async throws -> WarningReport? {
        let settings = settings ?? self.settings
        guard settings.officialWarnings, let country = countryCode ?? place.countryCode ?? nearestCountry(place)
        else { return nil }
        return try await officialWarnings.report(
            at: place, countryCode: country, language: language, settings: settings, details: details)
    }

    /// The country of the city nearest `place`, from the offline table.
    func nearestCountry(_ place: ResolvedPlace) -> String? {
        (try? places.gazetteer().nearest(latitude: place.latitude, longitude: place.longitude))?.place.countryCode
    }

    /// What makes two alerts one message from two sources: the event and the end, as written.
    static func sameMessage(_ alert: WeatherAlert) -> String {
        "\(alert.event.lowercased())|\(alert.expires.map { "\(Int($0.timeIntervalSince1970 / 60))" } ?? "")"
    }
}

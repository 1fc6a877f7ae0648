import APICore
import Foundation
import Logging
import NeutralWeather
import Places
import WeatherAlerts
import WeatherVocabulary

/// Official warnings for a place, from the national services covering its country, as the
/// neutral model's alerts and a ``WarningCoverage`` saying who was asked and who answered.
final class OfficialWarnings: Sendable {
    private let clients = Locked<[String: WeatherAlertsClient]>([:])
    private let transport: any HTTPTransport
    private let logger: Logger
    private let now: @Sendable () -> Date

    /// Creates the warnings of a runtime; `client`, when given, answers every call whose
    /// settings match `settings` (a gateway's client, on its shared cache).
    init(
        transport: any HTTPTransport, logger: Logger, now: @escaping @Sendable () -> Date,
        client: WeatherAlertsClient? = nil, settings: WeatherSettings
    ) {
        self.transport = transport
        self.logger = logger
        self.now = now
        if let client { clients.withLock { $0[Self.identity(settings)] = client } }
    }

    /// The warnings in force at `place` in `countryCode`, and what the services said; when the
    /// client cannot ask at all, every covering service is named as not answering.
    func warnings(
        at place: ResolvedPlace, countryCode: String, settings: WeatherSettings, details: Bool
    ) async -> (alerts: [WeatherAlert], coverage: WarningCoverage) {
        let client = client(for: settings)
        let report: WarningReport
        do {
            report = try await self.report(
                at: place, countryCode: countryCode, language: settings.language.display.rawValue,
                settings: settings, details: details)
        } catch {
            let services = client.services(covering: countryCode)
            logger.debug("Official warnings could not be read", metadata: ["reason": "\(error)"])
            return ([], WarningCoverage(servicesRead: services.map(\.name), servicesNotAnswering: services.map(\.name)))
        }
        let shown = Set(report.warnings.map(\.service))
        let coverage = WarningCoverage(
            servicesRead: report.servicesRead.map(\.name),
            servicesNotAnswering: report.servicesNotAnswering.map(\.name),
            servicesKnown: client.configuration.services.map(\.name),
            attributions: report.servicesRead.filter { shown.contains($0.id) }.map(\.attribution),
            hasApproximateAreas: report.hasApproximateAreas)
        return (
            report.warnings.map { warning in
                WeatherAlert(official: warning, service: report.servicesRead.first { $0.id == warning.service })
            }, coverage
        )
    }

    /// What the services covering `countryCode` say for `place`, in `language` (a BCP 47 tag),
    /// through the client `settings` choose; the place's region names match warnings given by
    /// area only.
    ///
    /// - Throws: `WeatherAlertsError` (`invalid_parameter`) for a country code or coordinate the
    ///   client refuses before asking.
    func report(
        at place: ResolvedPlace, countryCode: String, language: String, settings: WeatherSettings, details: Bool
    ) async throws -> WarningReport {
        let request = WarningRequest(
            place: WarningPlace(
                latitude: place.latitude, longitude: place.longitude, countryCode: countryCode,
                names: place.areaNames + [place.name].compactMap(\.self)),
            language: language, includesDetails: details)
        return try await client(for: settings).warnings(
            for: request, from: settings.usesCache ? .automatic : .network)
    }

    /// One client per contact, server and cache choice, made at its first use.
    private func client(for settings: WeatherSettings) -> WeatherAlertsClient {
        let identity = Self.identity(settings)
        return clients.withLock { clients in
            if let client = clients[identity] { return client }
            var configuration = WeatherAlertsClient.Configuration(
                baseURL: settings.warningBaseURL,
                contact: settings.warningContact ?? WeatherAlertsClient.Configuration.projectURL,
                http: settings.http)
            if let folder = settings.cacheDirectory { configuration.cache.directory = folder }
            if !settings.usesCache { configuration.cache.diskLimit = 0 }
            let client = WeatherAlertsClient(
                configuration: configuration, transport: transport, logger: logger, now: now)
            clients[identity] = client
            return client
        }
    }

    /// What makes two settings share a client: the contact, the server and the cache.
    private static func identity(_ settings: WeatherSettings) -> String {
        [
            settings.warningContact ?? "", settings.warningBaseURL?.absoluteString ?? "",
            settings.cacheDirectory?.path ?? "", settings.usesCache ? "cache" : "no-cache",
        ].joined(separator: "|")
    }
}

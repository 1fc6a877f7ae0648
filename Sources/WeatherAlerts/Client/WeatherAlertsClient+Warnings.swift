import APICore
import Foundation
import Logging

extension WeatherAlertsClient {
    /// The live official warnings for the request's place, from every service covering its
    /// country (asked at once), with what each service did.
    ///
    /// A service that fails does not fail the call: its outcome says so, and the warnings of
    /// the others are returned. A country no service covers gets an empty report whose
    /// ``WarningReport/isCovered`` is `false`.
    ///
    /// - Parameters:
    ///   - request: The place, the display language, and whether to fetch details.
    ///   - mode: Where answers may come from (`.cache` never calls a service).
    /// - Throws: ``WeatherAlertsError`` with code `invalid_parameter` for a coordinate outside the
    ///   globe, a country code that is not two letters, or a base URL that is not http(s), before
    ///   any call.
    public func warnings(for request: WarningRequest, from mode: CacheMode = .automatic) async throws -> WarningReport {
        try await typedWarnings(for: request, from: mode)
    }

    func typedWarnings(
        for request: WarningRequest, from mode: CacheMode
    ) async throws(WeatherAlertsError) -> WarningReport {
        let place = request.place
        guard place.point.isValid else {
            throw WeatherAlertsError(.invalidParameter, "The coordinate \(place.point) lies outside the globe.")
        }
        guard place.countryCode.count == 2, place.countryCode.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw WeatherAlertsError(
                .invalidParameter, "\"\(place.countryCode)\" is not an ISO 3166-1 alpha-2 country code.")
        }
        let endpoint = try WarningEndpoint(baseURL: configuration.baseURL, services: configuration.services)
        let services = services(covering: place.countryCode)
        let results = await withTaskGroup(of: (Int, ServiceOutcome, [OfficialWarning]).self) { group in
            for (index, service) in services.enumerated() {
                group.addTask {
                    let (outcome, warnings) = await self.ask(service, request: request, endpoint: endpoint, mode: mode)
                    return (index, outcome, warnings)
                }
            }
            var results: [(Int, ServiceOutcome, [OfficialWarning])] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }
        }
        let warnings = results.flatMap(\.2).sorted(by: WarningSelection.isOrderedBefore)
        return WarningReport(warnings: warnings, outcomes: results.map(\.1))
    }

    /// One service's warnings for the request, and its outcome.
    func ask(
        _ service: WarningService, request: WarningRequest, endpoint: WarningEndpoint, mode: CacheMode
    ) async -> (ServiceOutcome, [OfficialWarning]) {
        let fetched: FetchedResponse<[OfficialWarning], WeatherAlertsError>
        do {
            let url = try endpoint.url(for: service, place: request.place, language: request.language)
            fetched = try await feed(service, url: url, language: request.language, endpoint: endpoint, from: mode)
        } catch {
            logger.debug(
                "A warning service failed", metadata: ["service": .string(service.name), "error": .string("\(error)")])
            return (ServiceOutcome(service: service, status: .failed(error)), [])
        }
        let matcher = AreaMatcher(place: placeWithCountryName(request.place, service: service))
        let selection = WarningSelection(now: clock.now, language: request.language)
        var warnings = selection.select(matcher.matching(fetched.response, locating: service.locating))
        var detailFailures: [WeatherAlertsError] = []
        if request.includesDetails, service.format == .cap {
            (warnings, detailFailures) = await withDetails(
                warnings, service: service, matcher: matcher, language: request.language, mode: mode)
            warnings = selection.select(warnings)
        }
        var outcome = ServiceOutcome(
            service: service, status: .answered(warnings.count), fetchedAt: fetched.date,
            staleError: fetched.staleError, detailFailures: detailFailures)
        outcome.source = fetched.source
        return (outcome, warnings)
    }

    /// `place` with the country's name in the feed (`"united-kingdom"` → `"united kingdom"`)
    /// among its names, so areas named for the whole country match.
    private func placeWithCountryName(_ place: WarningPlace, service: WarningService) -> WarningPlace {
        guard service.locating == .areas, !place.names.isEmpty,
            let slug = service.countries[place.countryCode.uppercased()]
        else { return place }
        var named = place
        named.names.append(slug.replacingOccurrences(of: "-", with: " "))
        return named
    }
}

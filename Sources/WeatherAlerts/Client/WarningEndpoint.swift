import APICore
import Foundation

/// Where a service's feed is for a place, and the base URL override applied to it and to the
/// links inside feeds.
struct WarningEndpoint: Sendable {
    /// The override, checked: scheme, host, port and a path prefix.
    let base: URLComponents?
    /// The hosts of every known service, whose links the override redirects.
    let serviceHosts: Set<String>

    init(baseURL: URL?, services: [WarningService]) throws(WeatherAlertsError) {
        serviceHosts = Set(services.compactMap { $0.baseURL.host?.lowercased() })
        guard let baseURL else {
            base = nil
            return
        }
        guard let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else {
            throw WeatherAlertsError(
                .invalidParameter, "The base URL \(baseURL.absoluteString) is not an http or https URL.")
        }
        base = components
    }

    /// The feed's URL for `place` in `language`.
    func url(for service: WarningService, place: WarningPlace, language: String) throws(WeatherAlertsError) -> URL {
        let slug = service.countries[place.countryCode.uppercased()] ?? place.countryCode.lowercased()
        var path = service.pathTemplate
        for (name, value) in [
            ("{latitude}", Self.degrees(place.point.latitude)), ("{longitude}", Self.degrees(place.point.longitude)),
            ("{country}", slug), ("{language}", service.languageValue(for: language) ?? "en"),
        ] {
            path = path.replacingOccurrences(of: name, with: value)
        }
        guard let url = URL(string: service.baseURL.absoluteString + path) else {
            throw WeatherAlertsError(.invalidParameter, "\(service.name)'s feed for the place is not a valid URL.")
        }
        return redirected(url, force: true)
    }

    /// `url` on the override's server when it points at one of the services (or `force`), else unchanged.
    func redirected(_ url: URL, force: Bool = false) -> URL {
        guard let base, var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            force || serviceHosts.contains(components.host?.lowercased() ?? "")
        else { return url }
        components.scheme = base.scheme
        components.host = base.host
        components.port = base.port
        let prefix = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
        components.path = prefix + components.path
        return components.url ?? url
    }

    /// Degrees with at most 4 decimals and no trailing zeros: `33.25`, `-112.3`.
    static func degrees(_ value: Double) -> String {
        var text = String(format: "%.4f", (value * 10_000).rounded() / 10_000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

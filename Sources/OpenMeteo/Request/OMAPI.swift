import Foundation

/// The Open-Meteo APIs this library speaks to, each on a host of its own.
///
/// | API | Free host | With an API key | Path |
/// |---|---|---|---|
/// | forecast | `api.open-meteo.com` | `customer-api.open-meteo.com` | `/v1/forecast` |
/// | air quality | `air-quality-api.open-meteo.com` | `customer-air-quality-api.open-meteo.com` | `/v1/air-quality` |
/// | historical weather | `archive-api.open-meteo.com` | `customer-archive-api.open-meteo.com` | `/v1/archive` |
/// | geocoding | `geocoding-api.open-meteo.com` | `customer-geocoding-api.open-meteo.com` | `/v1/search` |
///
/// A client's ``OMClient/Configuration/baseURL`` replaces the scheme and host of all four at
/// once; the paths stay.
public enum OMAPI: String, Sendable, Hashable, CaseIterable {
    /// Weather forecasts, up to 16 days, and recent past days (`/v1/forecast`).
    case forecast
    /// Air quality and pollen, from CAMS (`/v1/air-quality`).
    case airQuality = "air-quality"
    /// Historical weather from 1940, from reanalysis (`/v1/archive`).
    case archive
    /// Places by name, from GeoNames (`/v1/search`).
    case geocoding

    /// The path, such as `/v1/forecast`.
    public var path: String {
        switch self {
        case .forecast: "/v1/forecast"
        case .airQuality: "/v1/air-quality"
        case .archive: "/v1/archive"
        case .geocoding: "/v1/search"
        }
    }

    /// The host of the free, non-commercial API, such as `api.open-meteo.com`.
    public var host: String {
        switch self {
        case .forecast: "api.open-meteo.com"
        case .airQuality: "air-quality-api.open-meteo.com"
        case .archive: "archive-api.open-meteo.com"
        case .geocoding: "geocoding-api.open-meteo.com"
        }
    }

    /// The host of the commercial API, for requests with an API key: ``host`` with `customer-` before it.
    public var customerHost: String { "customer-" + host }

    /// How long an answer stays fresh in the cache, given the configured time: places keep their
    /// coordinates, so a geocoding answer is kept at least a week; the others as configured.
    public func cacheLifetime(configured: TimeInterval) -> TimeInterval {
        guard self == .geocoding, configured > 0 else { return configured }
        return max(configured, 7 * 86_400)
    }
}

import APICore
import Foundation

extension WeatherAlertsClient {
    /// Settings for every request of one client: who to say it is, where the services live, how
    /// it talks HTTP, caches and reads.
    public struct Configuration: Sendable {
        /// A server that stands in for every warning service at once (a proxy, a test server):
        /// its scheme, host and port (and any path, as a prefix) replace those of each service's
        /// feed and of the CAP documents its feeds link to, whose paths stay. `nil` for the
        /// services' own hosts. Front doors read it from `WEATHER_ALERTS_BASE_URL`.
        public var baseURL: URL?
        /// How to reach whoever runs this program (a URL or an e-mail address), sent in the
        /// `User-Agent` as NWS and MET Norway ask. Default: the project's URL.
        public var contact: String
        /// The version in the `User-Agent`.
        public var version: String
        /// Timeout, the largest response (8 MiB), retries, requests in flight. Its `userAgent` is
        /// replaced by ``userAgent`` unless changed from `HTTPSettings.defaultUserAgent`.
        public var http: HTTPSettings
        /// The memory and disk levels; each feed stays fresh for its service's
        /// ``WarningService/freshness``, CAP documents for a day.
        public var cache: CacheSettings
        /// What a body may hold at most.
        public var limits: CAPReader.Limits
        /// The services to read, by country.
        public var services: [WarningService]

        /// The project's URL, the default contact.
        public static let projectURL = "https://github.com/YuanLinStudio/CaiyunWeather"

        /// The version the `User-Agent` names by default.
        public static let defaultVersion = "1.0.0"

        /// The default cache directory: `WeatherAlerts` in the user's caches directory.
        public static var defaultCacheDirectory: URL { CacheSettings.userCachesDirectory(named: "WeatherAlerts") }

        /// The default cache: ``defaultCacheDirectory``, 20 MB on disk, 64 answers in memory, fresh
        /// for 5 minutes, a stale answer standing in for at most 30 minutes.
        public static var defaultCache: CacheSettings {
            CacheSettings(
                directory: defaultCacheDirectory, diskLimit: 20_000_000, expiration: 300, maximumStaleAge: 1800)
        }

        /// Creates a configuration.
        public init(
            baseURL: URL? = nil, contact: String = Configuration.projectURL,
            version: String = Configuration.defaultVersion, http: HTTPSettings = HTTPSettings(),
            cache: CacheSettings = Configuration.defaultCache, limits: CAPReader.Limits = CAPReader.Limits(),
            services: [WarningService] = WarningService.all
        ) {
            self.baseURL = baseURL
            self.contact = contact
            self.version = version
            self.http = http
            self.cache = cache
            self.limits = limits
            self.services = services
        }

        /// `caiyun-weather/<version> (<contact>)`; control characters and parentheses in the
        /// contact become spaces, and an empty contact is the project's URL.
        public var userAgent: String {
            let cleaned = String(
                contact.unicodeScalars.map { scalar -> Character in
                    scalar.value < 0x20 || scalar.value == 0x7F || scalar == "(" || scalar == ")"
                        ? " " : Character(scalar)
                }
            ).trimmingCharacters(in: .whitespaces)
            let version = version.filter { !$0.isWhitespace && !$0.isNewline }
            return
                "caiyun-weather/\(version.isEmpty ? Self.defaultVersion : version) (\(cleaned.isEmpty ? Self.projectURL : cleaned))"
        }
    }
}

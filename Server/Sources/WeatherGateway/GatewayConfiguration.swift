import APICore
import Foundation

/// Everything a gateway needs: where it listens, who may call it, the upstream secrets and
/// addresses, and how it caches.
public struct GatewayConfiguration: Sendable {
    /// The address to listen on. Default: `127.0.0.1`.
    public var host: String
    /// The port to listen on; 0 picks a free one. Default: 8080.
    public var port: Int
    /// The keys apps send in `X-Client-Key`; a request without one of them gets 401.
    public var clientKeys: Set<String>
    /// The secret client keys are digested under (HMAC-SHA256) before anything about them
    /// reaches the database; every instance on one database needs the same one, and a gateway
    /// with a database and client keys refuses to start without it. Without a database `nil`
    /// (the default) is fine: a random secret per process. A secret: never logged.
    public var clientKeySecret: String?
    /// The most requests per second each client key may send (with bursts of twice that), counted
    /// across every gateway on the same database (and deployment) when one is configured.
    public var requestsPerSecondPerKey: Double
    /// The origin allowed to call from a browser, for CORS; `nil` (the default) sends no CORS headers.
    public var corsOrigin: String?
    /// The Caiyun token the gateway adds upstream; `nil` answers Caiyun paths with 503, and the
    /// public pages come from Open-Meteo.
    public var caiyunToken: String?
    /// The OpenWeatherMap key the gateway adds upstream; `nil` answers OpenWeatherMap paths with 503.
    public var openWeatherMapKey: String?
    /// Where the Caiyun API lives.
    public var caiyunBaseURL: URL
    /// Where the OpenWeatherMap API lives.
    public var openWeatherMapBaseURL: URL
    /// A server that stands in for all four Open-Meteo APIs (a self-hosted Open-Meteo, a proxy, a
    /// test server): its scheme, host and port replace those of every API, whose paths
    /// (`/v1/forecast`, `/v1/air-quality`, `/v1/archive`, `/v1/search`) stay. `nil` (the default)
    /// asks Open-Meteo's own hosts, one per API (`api.open-meteo.com` for forecasts,
    /// `air-quality-api.open-meteo.com` …, their `customer-` hosts with a key).
    public var openMeteoBaseURL: URL?
    /// The key of an Open-Meteo commercial plan, added upstream as `apikey`; `nil` (the default)
    /// uses the free, non-commercial API. A secret: never logged, shown or passed to apps.
    public var openMeteoKey: String?
    /// The shared cache's database, `postgres://…`; `nil` caches in this process only.
    public var databaseURL: String?
    /// Keeps this deployment's rows apart from others in the same database.
    public var deployment: String?
    /// How long an answer stays fresh, in seconds, counted from its own time.
    public var expiration: TimeInterval
    /// How long past its expiry an answer may stand in when the API fails or times out, in
    /// seconds, marked stale (`Cache-Status`, `Age`); 0 answers with the error at once.
    public var staleIfError: TimeInterval
    /// How long to wait for upstream, in seconds, before such an answer stands in at once while the
    /// call finishes in the background and refreshes the cache; 0 waits for the call (up to
    /// ``upstreamTimeout``). Default: 1.
    public var staleAfter: TimeInterval = 1
    /// How far across the cells are, in metres, whose every point gets the answer for the
    /// cell's centre: one upstream call per cell and window serves everyone in it. 0 asks about
    /// every point itself. The default, 1000, matches Caiyun's finest data (realtime and
    /// minutely, 1 km); no point is more than 0.71 of it from its cell's centre.
    public var shareWithin: Double
    /// How long before its expiry an answer that is asked for is refreshed in the background,
    /// in seconds, so a steady stream of users never waits for upstream; 0 turns it off.
    public var refreshAhead: TimeInterval
    /// The most background refreshes one expiration window may start, per provider.
    public var refreshBudget: Int
    /// How many answers each provider keeps in memory.
    public var memoryCapacity: Int
    /// How long one instance may hold the right to call the API for a request.
    public var leaseDuration: Duration
    /// The longest one upstream call may take, in seconds.
    public var upstreamTimeout: TimeInterval
    /// A key `/metrics` asks for as `Authorization: Bearer <key>`; `nil` leaves it open to
    /// whoever reaches its address.
    public var metricsKey: String?
    /// A port of its own for `/metrics` (on ``host``), so that it can stay off the public
    /// address; 0 picks a free one; `nil` (the default) serves it beside the API.
    public var metricsPort: Int?
    /// Whether to serve the public pages (`/`, `/{place}`) to anyone, without a client key;
    /// off by default.
    public var publicPages: Bool
    /// The most public-page requests per second from one client address (with bursts of twice that).
    public var pageRequestsPerSecondPerAddress: Double
    /// The most upstream calls per minute that public pages may cause, all visitors together
    /// (and every instance on one database), in bursts of up to that many. Default: 60.
    public var pageUpstreamBudget: Int = 60
    /// The reverse proxies (`203.0.113.0/24`, `::1`) whose ``proxyHeader`` names the visitor the
    /// per-address page limit counts. Default: none.
    public var trustedProxies: [TrustedProxies.Network] = []
    /// The header the trusted proxies name the visitor in; the other is ignored. Default:
    /// `X-Forwarded-For`.
    public var proxyHeader: TrustedProxies.Header = .xForwardedFor
    /// How long a connection may stay idle (nothing sent, no request in progress) before the
    /// gateway closes it, in seconds. Default: 30.
    public var idleTimeout: TimeInterval = 30
    /// How long a request head may take to arrive, in seconds: from the moment a connection
    /// opens, and on a kept-alive connection from the first bytes of its next request; past it
    /// the connection is closed. Default: 10.
    public var requestHeadTimeout: TimeInterval = 10
    /// The most connections open at once; past it, each new connection closes the one that has
    /// waited longest without a request in progress (and accepting pauses while every one has a
    /// request in progress). `nil` (the default) takes three quarters of the process's
    /// descriptor limit, leaving the rest for upstream calls, the database and files.
    public var maximumConnections: Int?
    /// Whether pages and `/v1/warnings` read official warnings (NWS, MET Norway, MeteoAlarm, the
    /// Hong Kong Observatory: no key). Default: `true`.
    public var officialWarnings = true
    /// Who runs this gateway (an address or URL), sent in the `User-Agent` NWS and MET Norway
    /// ask for; `nil` sends the project's URL.
    public var alertsContact: String?
    /// Replaces the scheme, host and port of every warning service (paths unchanged), such as a
    /// mirror or a test server; `nil` for the services' own.
    public var alertsBaseURL: URL?

    /// The cells answers are shared within; `nil` when ``shareWithin`` is 0 (or out of range).
    public var cells: CellGrid? { shareWithin > 0 ? CellGrid(size: shareWithin) : nil }

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, clientKeys: Set<String>, requestsPerSecondPerKey: Double = 50,
        corsOrigin: String? = nil, caiyunToken: String? = nil, openWeatherMapKey: String? = nil,
        caiyunBaseURL: URL = URL(string: "https://api.caiyunapp.com")!,
        openWeatherMapBaseURL: URL = URL(string: "https://api.openweathermap.org")!,
        openMeteoBaseURL: URL? = nil, openMeteoKey: String? = nil, databaseURL: String? = nil,
        deployment: String? = nil, expiration: TimeInterval = 300,
        staleIfError: TimeInterval = 1800, shareWithin: Double = 1000, refreshAhead: TimeInterval = 30,
        refreshBudget: Int = 1000, memoryCapacity: Int = 1000, leaseDuration: Duration = .seconds(30),
        upstreamTimeout: TimeInterval = 10, metricsKey: String? = nil, metricsPort: Int? = nil,
        publicPages: Bool = false, pageRequestsPerSecondPerAddress: Double = 2
    ) {
        self.host = host
        self.port = port
        self.clientKeys = clientKeys
        self.requestsPerSecondPerKey = requestsPerSecondPerKey
        self.corsOrigin = corsOrigin
        self.caiyunToken = caiyunToken
        self.openWeatherMapKey = openWeatherMapKey
        self.caiyunBaseURL = caiyunBaseURL
        self.openWeatherMapBaseURL = openWeatherMapBaseURL
        self.openMeteoBaseURL = openMeteoBaseURL
        self.openMeteoKey = openMeteoKey
        self.databaseURL = databaseURL
        self.deployment = deployment
        self.expiration = expiration
        self.staleIfError = staleIfError
        self.shareWithin = shareWithin
        self.refreshAhead = refreshAhead
        self.refreshBudget = refreshBudget
        self.memoryCapacity = memoryCapacity
        self.leaseDuration = leaseDuration
        self.upstreamTimeout = upstreamTimeout
        self.metricsKey = metricsKey
        self.metricsPort = metricsPort
        self.publicPages = publicPages
        self.pageRequestsPerSecondPerAddress = pageRequestsPerSecondPerAddress
    }
}

import APICore
import CaiyunWeather
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import OpenMeteo
import OpenWeatherMap
import PostgresResponseStore
import ServiceLifecycle
import UnixSignals
import WeatherRuntime

/// An HTTP gateway that answers Caiyun-, OpenWeatherMap- and Open-Meteo-shaped requests from apps
/// without their holding a token: it adds its own secrets upstream, answers from memory and the
/// shared PostgreSQL cache, and makes one upstream call per request across all its instances.
///
/// An app keeps using this package's clients with `baseURL` set to the gateway and its client key
/// in ``HTTPSettings/additionalHeaders`` (`X-Client-Key`); the Caiyun token in its requests can be
/// any placeholder.
public final class Gateway: Sendable {
    /// The settings the gateway was created with.
    public let configuration: GatewayConfiguration
    /// The shared cache, when a database is configured.
    public let store: PostgresResponseStore?
    let caiyun: CYClient?
    let openWeatherMap: OWMClient?
    /// Open-Meteo, which needs no key (the gateway's commercial key when it has one).
    let openMeteo: OMClient
    /// The application layer the pages go through: the place resolver, and loading with the
    /// gateway's own Caiyun and Open-Meteo clients (and so their caches).
    let runtime: WeatherRuntime
    let metrics: GatewayMetrics
    let logger: Logger
    /// The bodies last answered, as buffers, so a memory hit is not copied again.
    let responseBuffers: ResponseBuffers
    /// Pages rendered in the last second.
    let pageCache = PageCache(lifetime: .seconds(1), capacity: 512)
    /// The date and time: how old an answer is, and (through the clients) when it expires.
    let now: @Sendable () -> Date
    /// The cells answers are shared within (the clients' own grid), made once; `nil` for none.
    let cells: CellGrid?

    /// Creates a gateway; nothing listens or connects until ``run(gracefulShutdownSignals:onListening:)``.
    ///
    /// - Throws: ``GatewayConfigurationError`` for a configuration ``GatewayConfiguration/check(descriptorLimit:)``
    ///   refuses; the store's error for a database URL that is not one.
    /// - Parameters:
    ///   - transport: How upstream calls travel; by default `URLSession`.
    ///   - now: The clock that dates answers and judges their expiry; inject one in tests.
    public init(
        configuration: GatewayConfiguration, logger: Logger = Logger(label: "weather-gateway"),
        transport: any HTTPTransport = URLSessionHTTPTransport(), now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        try configuration.check(descriptorLimit: Self.descriptorLimit)
        self.configuration = configuration
        self.logger = logger
        self.now = now
        cells = configuration.cells
        let metrics = GatewayMetrics()
        self.metrics = metrics
        responseBuffers = ResponseBuffers(capacity: min(configuration.memoryCapacity, 256))
        let store = try configuration.databaseURL.map { url in
            try PostgresResponseStore(
                url: url,
                configuration: .init(deployment: configuration.deployment, leaseDuration: configuration.leaseDuration),
                logger: logger, metrics: metrics.factory)
        }
        self.store = store
        var cache = CacheSettings(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent(
                "weather-gateway", isDirectory: true),
            diskLimit: 0, memoryCapacity: configuration.memoryCapacity, expiration: configuration.expiration,
            maximumStaleAge: configuration.staleIfError > 0
                ? configuration.expiration + configuration.staleIfError : nil,
            sharedStore: store, cells: cells,
            refreshAhead: configuration.refreshAhead > 0
                ? RefreshAhead(
                    lead: min(configuration.refreshAhead, configuration.expiration / 2),
                    budget: configuration.refreshBudget, observer: RefreshCounter(metrics: metrics))
                : nil)
        if configuration.staleIfError > 0, configuration.staleAfter > 0 { cache.staleAfter = configuration.staleAfter }
        let pageBudget =
            configuration.publicPages
            ? PageBudget(perMinute: configuration.pageUpstreamBudget, store: store, logger: logger) : nil
        let clients = Clients(
            configuration: configuration, cache: cache, transport: transport, metrics: metrics, pageBudget: pageBudget)
        caiyun = clients.caiyun(logger: logger, now: now)
        openWeatherMap = clients.openWeatherMap(logger: logger, now: now)
        let openMeteo = clients.openMeteo(logger: logger, now: now)
        self.openMeteo = openMeteo
        runtime = WeatherRuntime(
            settings: Self.runtimeSettings(for: configuration), transport: transport, logger: logger,
            caiyunClient: caiyun, openMeteoClient: openMeteo, looksUpNamesOnline: false,
            warningsClient: clients.warnings(logger: logger, now: now),
            now: now)
    }

    /// Serves until cancelled or sent one of `gracefulShutdownSignals`, then finishes the requests
    /// in flight and closes the database connections.
    ///
    /// - Parameters:
    ///   - onListening: Called with the port once the server listens.
    ///   - onMetricsListening: Called with the metrics port once it listens, when
    ///     ``GatewayConfiguration/metricsPort`` gives `/metrics` a port of its own.
    public func run(
        gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
        onListening: @escaping @Sendable (Int) async -> Void = { _ in },
        onMetricsListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let idleMilliseconds = Int64(max(0.001, configuration.idleTimeout) * 1000)
        let headMilliseconds = Int64(max(0.001, configuration.requestHeadTimeout) * 1000)
        let metrics = self.metrics
        // At the cap, the connection waiting longest without a request makes way for a new one.
        let roster = ConnectionRoster(
            capacity: configuration.maximumConnections ?? Self.defaultMaximumConnections, metrics: metrics)
        let application = Application(
            router: makeRouter(),
            // Hummingbird closes a connection with no request in progress once it has been idle
            // this long; a request head must arrive within the head timeout.
            server: HTTPServerBuilder { responder in
                GatewayHTTP1Channel(
                    base: HTTP1Channel(
                        responder: responder, configuration: .init(idleTimeout: .milliseconds(idleMilliseconds))),
                    headTimeout: .milliseconds(headMilliseconds), roster: roster, metrics: metrics)
            },
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "weather-gateway",
                availableConnectionsDelegate: RosterConnectionLimit(roster: roster)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        let metricsApplication = configuration.metricsPort.map { port in
            Application(
                router: makeMetricsRouter(),
                configuration: .init(address: .hostname(configuration.host, port: port), serverName: "weather-gateway"),
                onServerRunning: { channel in await onMetricsListening(channel.localAddress?.port ?? 0) },
                logger: logger)
        }
        if store == nil { logger.notice("No database is configured: answers are cached in this process only") }
        if configuration.publicPages, configuration.caiyunToken == nil {
            let plan = configuration.openMeteoKey == nil ? "the free API, for non-commercial use" : "a commercial plan"
            logger.notice("No Caiyun token is configured: the pages come from Open-Meteo (\(plan))")
        }
        var services: [any Service] = (store.map { [$0] } ?? []) + [application]
        if let metricsApplication { services.append(metricsApplication) }
        let group = ServiceGroup(
            configuration: .init(services: services, gracefulShutdownSignals: gracefulShutdownSignals, logger: logger))
        try await group.run()
    }

    /// The gateway's routes in three groups, each with the middleware its exposure needs, decided
    /// where its routes are declared: the keyed API (client key and its rate), the public pages
    /// (per-visitor rate, when served), and operations (`/healthz`, `/livez`, `/openapi.json`,
    /// `/metrics` with a key of its own), open to all. Every response passes the global ones.
    func makeRouter() -> Router<GatewayRequestContext> {
        // HEAD answers wherever GET does, with the same headers and no body.
        let router = Router(context: GatewayRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ResponseHeadersMiddleware())
        router.add(middleware: RequestCountingMiddleware(metrics: metrics))
        router.add(middleware: ParameterLengthMiddleware(logger: logger))
        if let origin = configuration.corsOrigin {
            router.add(
                middleware: CORSMiddleware(
                    allowOrigin: .custom(origin),
                    allowHeaders: [.contentType, Self.clientKeyHeader],
                    allowMethods: [.get]))
        }
        let limiter = KeyRateLimiter(requestsPerSecond: configuration.requestsPerSecondPerKey)
        let api = router.group().add(
            middleware: ClientKeyMiddleware(
                keys: configuration.clientKeys, limiter: limiter,
                shared: store.map {
                    SharedKeyRateLimiter(
                        store: $0, local: limiter, logger: logger,
                        digest: ClientKeyDigest(secret: configuration.clientKeySecret))
                }))
        addAPIRoutes(to: api)
        addOperationsRoutes(to: router)
        if configuration.publicPages {
            let pages = router.group().add(
                middleware: PublicPageMiddleware(
                    limiter: KeyRateLimiter(requestsPerSecond: configuration.pageRequestsPerSecondPerAddress),
                    proxies: TrustedProxies(networks: configuration.trustedProxies, header: configuration.proxyHeader)))
            addPageRoutes(to: pages)
        }
        return router
    }

    /// The keyed API: Caiyun's, OpenWeatherMap's and Open-Meteo's paths, as their apps ask them,
    /// and `/warnings`, the official warnings at a point.
    func addAPIRoutes(to api: RouterGroup<GatewayRequestContext>) {
        // The token segment is a wildcard, not a parameter: whatever the app sends there is
        // never kept.
        for version in ["v2.6", "v2.5"] {
            api.get("/\(version)/*/:location/:file") { request, context in
                // Percent-decoded: clients generated from the contract send the comma as %2C
                // (most send it as it is, and their location is taken without a copy).
                let location = context.parameters.get("location") ?? ""
                let decoded = location.utf8.contains(UInt8(ascii: "%")) ? location.removingPercentEncoding : nil
                return await self.caiyun(
                    request, version: version, location: decoded ?? location,
                    file: context.parameters.get("file") ?? "")
            }
        }
        api.get("/data/**") { request, _ in await self.openWeatherMap(request) }
        api.get("/geo/**") { request, _ in await self.openWeatherMap(request) }
        for service in OMAPI.allCases {
            api.get(RouterPath(service.path)) { request, _ in await self.openMeteo(request, api: service) }
        }
        api.get("/warnings") { request, _ in await self.officialWarnings(request) }
    }
}

import APICore
import ArgumentParser
import Foundation
import Logging
import WeatherGateway

/// `weather-gateway`: serves Caiyun-, OpenWeatherMap- and Open-Meteo-shaped requests to apps that
/// hold no token.
@main
struct GatewayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather-gateway",
        abstract: "Answer apps' weather requests with this server's own API secrets and a shared cache.",
        discussion: """
            Secrets come from the environment only: CAIYUN_TOKEN, OPENWEATHERMAP_API_KEY and, for an \
            Open-Meteo commercial plan, OPEN_METEO_API_KEY; GATEWAY_KEY_SECRET is the secret client keys are \
            digested under before the database sees them (the same on every instance; required with a database and \
            client keys). Open-Meteo needs no secret: without CAIYUN_TOKEN \
            the public pages come from it. With --port 0 the first line on standard output names the port \
            chosen; logs go to standard error.
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(
        name: .customLong("client-key"),
        help: "A key apps send in X-Client-Key (repeatable; or GATEWAY_CLIENT_KEYS, comma-separated).")
    var clientKeys: [String] = []

    @Option(help: "The most requests per second per client key.")
    var rateLimit: Double = 50

    @Option(
        help:
            "The PostgreSQL URL of the shared cache (or DATABASE_URL); without one, answers stay in this process."
    )
    var postgres: String?

    @Option(help: "Keeps this deployment's rows apart from others in the same database.")
    var deployment: String?

    @Option(help: "How long an answer stays fresh, in seconds.")
    var expiration: Double = 300

    @Option(
        help: """
            Share answers within cells this many metres across: every point in a cell gets the answer for its \
            centre, one upstream call per cell and window. 0 asks about every point itself.
            """)
    var shareWithin: Double = 1000

    @Option(
        help: "Refresh answers people keep asking for this many seconds before they expire, in the background; 0 never."
    )
    var refreshAhead: Double = 30

    @Option(help: "The most background refreshes per provider in one expiration window.")
    var refreshBudget = 1000

    @Option(
        help: "How long past its expiry an answer may stand in, marked stale, when upstream fails, in seconds; 0 never."
    )
    var staleIfError: Double = 1800

    @Option(
        help:
            "How long to wait for upstream, in seconds, before an expired answer within --stale-if-error stands in while the call finishes; 0 waits."
    )
    var staleAfter: Double = 1

    @Option(help: "How many answers to keep in memory per provider; 0 answers every request from the shared cache.")
    var memoryCapacity = 1000

    @Option(help: "How long one instance may hold the right to call the API for a request, in seconds.")
    var leaseSeconds: Int = 30

    @Option(help: "Close a connection idle (no request in progress, nothing sent) this many seconds.")
    var idleTimeout: Double = 30

    @Option(help: "Close a connection whose request head has not arrived this many seconds after it began.")
    var requestHeadTimeout: Double = 10

    @Option(
        help: """
            The most connections open at once; past it each new one closes the one waiting longest without a \
            request. Default: 3/4 of the descriptor limit.
            """)
    var maxConnections: Int?

    @Option(help: "The origin allowed to call from a browser (CORS); none by default.")
    var corsOrigin: String?

    @Option(help: "The log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"

    @Option(help: "How logs are written: text (one line per event) or json (one JSON object per line).")
    var logFormat: GatewayLogHandler.Format = .text

    @Option(
        help:
            "A key /metrics asks for as Authorization: Bearer <key> (or GATEWAY_METRICS_KEY); without one it is open."
    )
    var metricsKey: String?

    @Option(help: "Serve /metrics on this port of its own (0 picks a free one) rather than beside the API.")
    var metricsPort: Int?

    @Option(
        help: """
            A server standing in for all four Open-Meteo APIs (or OPEN_METEO_BASE_URL): its scheme, host and port \
            replace theirs, the /v1/… paths stay. Default: Open-Meteo's own hosts, one per API.
            """)
    var openMeteoBaseURL: String?

    @Flag(help: "Serve a forecast page per place to anyone, without a client key (/, /{place}); off by default.")
    var publicPages = false

    @Option(help: "The most public-page requests per second from one client address.")
    var pageRateLimit: Double = 2

    @Option(
        help: "The most upstream calls a minute that public pages may cause, all visitors together (bursts as large).")
    var pageUpstreamBudget = 60

    @Option(
        name: .customLong("trusted-proxy"),
        help:
            "A reverse proxy (CIDR, repeatable) whose --proxy-header names the visitor for the page limit."
    )
    var trustedProxies: [String] = []

    @Option(
        name: .customLong("proxy-header"),
        help:
            "The header the trusted proxies name the visitor in: x-forwarded-for (default) or forwarded; the other is ignored."
    )
    var proxyHeader = "x-forwarded-for"

    @Option(
        help:
            "Who runs this gateway (an address or URL), sent to NWS and MET Norway in the User-Agent; WEATHER_ALERTS_CONTACT."
    )
    var alertsContact: String?

    @Option(help: "Replaces the scheme, host and port of every warning service; WEATHER_ALERTS_BASE_URL.")
    var alertsBaseURL: String?

    @Flag(help: "Read no official warnings (NWS, MET Norway, MeteoAlarm, HKO); WEATHER_ALERTS=off does the same.")
    var noAlerts = false

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let keys = Set(
            (clientKeys + (environment["GATEWAY_CLIENT_KEYS"] ?? "").split(separator: ",").map(String.init))
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        guard !keys.isEmpty || publicPages else {
            throw ValidationError(
                "Give at least one --client-key (or GATEWAY_CLIENT_KEYS): apps must identify themselves.")
        }
        let caiyunToken = environment["CAIYUN_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let openWeatherMapKey = environment["OPENWEATHERMAP_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let openMeteoKey = try Self.openMeteoKey(environment)
        var configuration = GatewayConfiguration(
            host: host, port: port, clientKeys: keys, requestsPerSecondPerKey: rateLimit, corsOrigin: corsOrigin,
            caiyunToken: caiyunToken, openWeatherMapKey: openWeatherMapKey, openMeteoKey: openMeteoKey,
            databaseURL: postgres ?? environment["DATABASE_URL"], deployment: deployment, expiration: expiration,
            memoryCapacity: max(0, memoryCapacity), leaseDuration: .seconds(max(1, leaseSeconds)))
        configuration.clientKeySecret = environment["GATEWAY_KEY_SECRET"].flatMap { $0.isEmpty ? nil : $0 }
        configuration.idleTimeout = idleTimeout
        configuration.requestHeadTimeout = requestHeadTimeout
        configuration.maximumConnections = maxConnections
        configuration.metricsKey = (metricsKey ?? environment["GATEWAY_METRICS_KEY"]).flatMap { $0.isEmpty ? nil : $0 }
        guard shareWithin == 0 || CellGrid(size: shareWithin) != nil else {
            throw ValidationError("--share-within takes 0 (no sharing) or 1 to 100000 metres.")
        }
        guard idleTimeout > 0, requestHeadTimeout > 0, (maxConnections ?? 1) > 0 else {
            throw ValidationError("--idle-timeout, --request-head-timeout and --max-connections take a number above 0.")
        }
        guard refreshAhead >= 0, staleIfError >= 0, refreshBudget >= 0, staleAfter >= 0, staleAfter.isFinite else {
            throw ValidationError(
                "--refresh-ahead, --refresh-budget, --stale-if-error and --stale-after take 0 or more.")
        }
        configuration.staleAfter = staleAfter
        configuration.shareWithin = shareWithin
        configuration.refreshAhead = refreshAhead
        configuration.refreshBudget = refreshBudget
        configuration.staleIfError = staleIfError
        configuration.metricsPort = metricsPort
        configuration.publicPages = publicPages
        configuration.pageRequestsPerSecondPerAddress = pageRateLimit
        guard pageUpstreamBudget >= 0 else { throw ValidationError("--page-upstream-budget takes 0 or more.") }
        configuration.pageUpstreamBudget = pageUpstreamBudget
        guard let header = TrustedProxies.Header(rawValue: proxyHeader.lowercased()) else {
            throw ValidationError("--proxy-header takes x-forwarded-for or forwarded.")
        }
        configuration.proxyHeader = header
        configuration.trustedProxies = try trustedProxies.map { text in
            guard let network = TrustedProxies.Network(text) else {
                throw ValidationError("--trusted-proxy \"\(text)\" is not an address or a network such as 10.0.0.0/8.")
            }
            return network
        }
        if let url = try baseURL(environment, "CAIYUN_BASE_URL") { configuration.caiyunBaseURL = url }
        if let url = try baseURL(environment, "OPENWEATHERMAP_BASE_URL") { configuration.openWeatherMapBaseURL = url }
        configuration.openMeteoBaseURL = try Self.url(
            openMeteoBaseURL ?? environment["OPEN_METEO_BASE_URL"], named: "--open-meteo-base-url")

        configuration.officialWarnings =
            !noAlerts && !["off", "0", "false", "no"].contains(environment["WEATHER_ALERTS"]?.lowercased() ?? "")
        configuration.alertsContact = (alertsContact ?? environment["WEATHER_ALERTS_CONTACT"]).flatMap {
            $0.isEmpty ? nil : $0
        }
        configuration.alertsBaseURL = try Self.url(
            alertsBaseURL ?? environment["WEATHER_ALERTS_BASE_URL"], named: "--alerts-base-url")

        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level \"\(logLevel)\".")
        }
        let format = logFormat
        LoggingSystem.bootstrap { label in
            var handler = GatewayLogHandler.standardError(format: format, label: label)
            handler.logLevel = level
            return handler
        }
        let gateway = try Gateway(configuration: configuration, logger: Logger(label: "weather-gateway"))
        let host = configuration.host
        try await gateway.run(
            onListening: { port in
                let line = "weather-gateway listening on http://\(host):\(port)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            onMetricsListening: { port in
                let line = "weather-gateway metrics on http://\(host):\(port)/metrics\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            })
    }

    private func baseURL(_ environment: [String: String], _ name: String) throws -> URL? {
        try Self.url(environment[name], named: name)
    }

    /// `text` as an http or https URL; `nil` for no text or empty text.
    ///
    /// - Throws: `ValidationError` naming `name` for text that is not such a URL.
    private static func url(_ text: String?, named name: String) throws -> URL? {
        guard let text, !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else {
            throw ValidationError("\(name) is not an http or https URL.")
        }
        return url
    }

    /// `OPEN_METEO_API_KEY`, checked; `nil` when it is not set or empty (the free API).
    ///
    /// - Throws: `ValidationError` (which never quotes the key) for a key with characters an
    ///   Open-Meteo key cannot have.
    private static func openMeteoKey(_ environment: [String: String]) throws -> String? {
        guard let key = environment["OPEN_METEO_API_KEY"]?.trimmingCharacters(in: .whitespaces), !key.isEmpty else {
            return nil
        }
        guard key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
            throw ValidationError(
                "OPEN_METEO_API_KEY holds characters other than letters, digits, \"-\", \"_\" and \".\".")
        }
        return key
    }
}

extension GatewayLogHandler.Format: ExpressibleByArgument {}

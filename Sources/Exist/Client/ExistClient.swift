import APICore
import Foundation
import Logging

/// A client for the Exist API v2 (exist.io): the user's profile, attributes and their values,
/// insights, averages and correlations, and writes, on the package's shared HTTP core.
///
/// ```swift
/// let exist = ExistClient(token: personalToken)
/// let profile = try await exist.profile()
/// for try await attribute in exist.attributesWithValues(days: 7) {
///     print(attribute.label, attribute.typedValues.first?.value as Any)
/// }
/// let result = try await exist.update([ExistValueUpdate(name: "mood", date: profile.today(), value: 7)])
/// print(result.failed.isEmpty ? "saved" : result.failed.map(\.error).joined(separator: "\n"))
/// ```
///
/// Reads are retried on timeouts and 5xx as the configuration's retry policy allows; updates
/// too (they are idempotent); increments never are. Tokens never appear in errors or logs.
public final class ExistClient: Sendable {
    /// The settings the client was created with.
    public let configuration: Configuration
    let http: HTTPClient
    let logger: Logger
    let authorizer: ExistAuthorizer
    package let now: @Sendable () -> Date

    /// Creates a client with a personal token (or an access token you manage), sent as
    /// `Authorization: Bearer …`.
    public convenience init(token: String) {
        self.init(configuration: Configuration(authentication: .bearerToken(token)))
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Credentials, base URL, HTTP settings and the write batch size.
    ///   - transport: How requests travel; by default `URLSession`.
    ///   - logger: Where the client logs (debug level; never a token).
    ///   - now: The clock that judges token expiry and dates token responses.
    public convenience init(
        configuration: Configuration, transport: any HTTPTransport = URLSessionHTTPTransport(),
        logger: Logger = Logger(label: "Exist"), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, transport: transport, logger: logger, clock: SystemClock(now: now))
    }

    /// Creates a client on `clock`: its date judges token expiry, and deadlines, pacing and
    /// backoff wait on it, so tests can control them.
    package init(configuration: Configuration, transport: any HTTPTransport, logger: Logger, clock: any APIClock) {
        self.configuration = configuration
        self.logger = logger
        now = { clock.now }
        let http = HTTPClient(transport: transport, settings: configuration.http, logger: logger, clock: clock)
        self.http = http
        let tokenURL = configuration.baseURL.appendingDirectory("oauth2").appendingPathComponent("access_token")
        authorizer = ExistAuthorizer(
            authentication: configuration.authentication,
            endpoint: ExistTokenEndpoint(http: http, url: tokenURL, now: now), now: now)
    }
}

import APICore
import Exist
import Foundation

/// What reaching the user's Exist account takes, for any front door: the environment's
/// variables, where credentials live, the base URL, how long to wait, and a clock for what
/// "today" is. It makes the signed-in client; it prints nothing and parses no arguments.
///
/// ```swift
/// let connection = ExistConnection(variables: ProcessInfo.processInfo.environment, legacyDirectory: folder)
/// let client = try await connection.signedInClient()
/// let yesterday = try DayExpression.day("yesterday", named: "date", today: try await connection.today(client))
/// ```
package struct ExistConnection: Sendable {
    /// Environment variables (`EXIST_TOKEN`, `EXIST_BASE_URL`, `EXIST_CONFIG_DIR`, `HOME` …).
    package let variables: [String: String]
    /// `weather`'s config folder, where credentials saved before `exist` had its own folder live.
    package let legacyDirectory: URL
    /// The base URL given by the caller (`--base-url`), as text; it overrides `EXIST_BASE_URL`.
    package let baseURLText: String?
    /// Seconds to wait for Exist before giving up.
    package let timeout: Double
    /// The time now, for what "today" means; tests pin it.
    package let now: @Sendable () -> Date

    /// Creates a connection.
    ///
    /// - Parameters:
    ///   - variables: The environment's variables.
    ///   - legacyDirectory: `weather`'s config folder (see ``ExistConfig/current(environment:legacyDirectory:)``).
    ///   - baseURL: A base URL as given, overriding `EXIST_BASE_URL`; `nil` for none.
    ///   - timeout: Seconds to wait for Exist.
    ///   - now: The clock that says what "today" is.
    package init(
        variables: [String: String], legacyDirectory: URL, baseURL: String? = nil, timeout: Double = 20,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.variables = variables
        self.legacyDirectory = legacyDirectory
        baseURLText = baseURL
        self.timeout = timeout
        self.now = now
    }

    /// The configuration: the token store and the OAuth client, in `exist`'s folder.
    package var config: ExistConfig { ExistConfig.current(environment: variables, legacyDirectory: legacyDirectory) }

    /// The base URL: the one given, else `EXIST_BASE_URL`, else exist.io; one that is not an
    /// http or https URL is an ``ExistRuntimeError/Code/invalidConfiguration``.
    package func baseURL() throws(ExistRuntimeError) -> URL {
        guard let text = baseURLText ?? variables["EXIST_BASE_URL"], !text.isEmpty else {
            return ExistClient.Configuration.defaultBaseURL
        }
        return try Self.baseURL(text, source: baseURLText != nil ? "The Exist base URL" : "EXIST_BASE_URL")
    }

    /// `text` as a base URL; `source` names where it came from in the error.
    package static func baseURL(_ text: String, source: String = "The Exist base URL") throws(ExistRuntimeError) -> URL
    {
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw ExistRuntimeError(.invalidConfiguration, "\(source) \"\(text)\" is not an http or https URL.")
        }
        return url
    }

    /// A client with `authentication`, at the base URL.
    package func client(_ authentication: ExistAuthentication) throws(ExistRuntimeError) -> ExistClient {
        ExistClient(
            configuration: .init(
                authentication: authentication, baseURL: try baseURL(), http: HTTPSettings(timeout: timeout))
        )
    }

    /// A client signed in as the user, or an ``ExistRuntimeError/Code/notSignedIn`` saying how
    /// to sign in.
    package func signedInClient() async throws -> ExistClient {
        guard let (authentication, _) = try await config.authentication(environment: variables) else {
            throw ExistRuntimeError(
                .notSignedIn,
                "Not signed in to Exist: set EXIST_TOKEN, run `exist login --client-id ID`,"
                    + " or save a personal token with `exist config --token-stdin`."
            )
        }
        return try client(authentication)
    }

    /// Today in the user's Exist time zone (the profile's), at ``now``.
    package func today(_ client: ExistClient) async throws -> ExistDate {
        try await client.profile().today(now: now())
    }

    /// Every credential the connection could use, to be cut from any text shown or logged.
    package func secrets() async -> [String] {
        var secrets = [variables["EXIST_TOKEN"]].compactMap { $0 }
        let config = self.config
        if let tokens = try? await config.tokenStore.loadTokens() {
            secrets += [tokens.accessToken, tokens.refreshToken].compactMap { $0 }
        }
        if let app = try? config.app() { secrets.append(app.clientSecret) }
        return secrets
    }
}

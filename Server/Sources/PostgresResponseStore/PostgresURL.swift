import Foundation
import PostgresNIO

/// Turns a `postgres://user:password@host:port/database?sslmode=…` URL into client settings.
enum PostgresURL {
    /// The client configuration for `text`; `sslmode` may be `disable` (the default for loopback
    /// hosts), `prefer` (the default otherwise) or `require`.
    static func configuration(_ text: String) throws(PostgresResponseStoreError) -> PostgresClient.Configuration {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme.lowercased()),
            let host = components.host, !host.isEmpty
        else {
            throw PostgresResponseStoreError(
                .invalidURL, "The database URL is not of the form postgres://user@host:port/database.")
        }
        let user = components.percentEncodedUser.flatMap { $0.removingPercentEncoding } ?? "postgres"
        let password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.isEmpty ? nil : path.removingPercentEncoding
        let isLoopback = host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
        let mode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? (isLoopback ? "disable" : "prefer")
        let tls: PostgresClient.Configuration.TLS
        switch mode {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        default:
            throw PostgresResponseStoreError(.invalidURL, "sslmode \"\(mode)\" is not disable, prefer or require.")
        }
        return PostgresClient.Configuration(
            host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: components.port ?? 5432,
            username: user, password: password, database: database, tls: tls)
    }
}

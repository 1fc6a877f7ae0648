import Foundation
import NIOSSL
import PostgresNIO

/// Turns a `postgres://user:password@host:port/database?sslmode=…&sslrootcert=…` URL into
/// client settings, with libpq's meaning of each `sslmode`.
enum PostgresURL {
    /// What a URL says: where the server is, who connects, and how TLS is used.
    struct Settings {
        /// How TLS is used.
        enum Security {
            case disable
            case prefer(TLSConfiguration)
            case require(TLSConfiguration)
        }

        var host: String
        var port: Int
        var username: String
        var password: String?
        var database: String?
        var security: Security
    }

    /// The client configuration for `text` (see ``settings(_:)``).
    static func configuration(_ text: String) throws(PostgresResponseStoreError) -> PostgresClient.Configuration {
        let settings = try settings(text)
        let tls: PostgresClient.Configuration.TLS =
            switch settings.security {
            case .disable: .disable
            case .prefer(let configuration): .prefer(configuration)
            case .require(let configuration): .require(configuration)
            }
        return PostgresClient.Configuration(
            host: settings.host, port: settings.port, username: settings.username, password: settings.password,
            database: settings.database, tls: tls)
    }

    /// What `text` says.
    ///
    /// `sslmode` is `disable` (the default for loopback hosts), `prefer` or `allow` (TLS when the
    /// server offers it; the default otherwise), `require` (TLS, the certificate not checked),
    /// `verify-ca` (TLS with a certificate signed by a trusted authority) or `verify-full` (that,
    /// and issued for the URL's host name). `sslrootcert` names a PEM file of the authorities to
    /// trust in place of the system's.
    static func settings(_ text: String) throws(PostgresResponseStoreError) -> Settings {
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
        let hostName = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let isLoopback = hostName == "localhost" || hostName.hasPrefix("127.") || hostName == "::1"
        let query = components.queryItems ?? []
        let mode = query.first { $0.name == "sslmode" }?.value ?? (isLoopback ? "disable" : "prefer")
        let rootCertificates = query.first { $0.name == "sslrootcert" }?.value
        let security: Settings.Security
        switch mode {
        case "disable": security = .disable
        case "prefer", "allow": security = .prefer(try tlsConfiguration(.none, roots: nil))
        case "require": security = .require(try tlsConfiguration(.none, roots: nil))
        case "verify-ca": security = .require(try tlsConfiguration(.noHostnameVerification, roots: rootCertificates))
        case "verify-full":
            guard !isIPAddress(hostName) else {
                throw PostgresResponseStoreError(
                    .invalidURL,
                    "sslmode=verify-full checks the certificate against the URL's host name; \(hostName) is an address. Use the name the certificate was issued for."
                )
            }
            security = .require(try tlsConfiguration(.fullVerification, roots: rootCertificates))
        default:
            throw PostgresResponseStoreError(
                .invalidURL, "sslmode \"\(mode)\" is not disable, allow, prefer, require, verify-ca or verify-full.")
        }
        return Settings(
            host: hostName, port: components.port ?? 5432, username: user, password: password, database: database,
            security: security)
    }

    /// A client TLS configuration verifying as `verification` says, trusting the authorities in
    /// the PEM file at `roots` when given.
    private static func tlsConfiguration(
        _ verification: CertificateVerification, roots: String?
    ) throws(PostgresResponseStoreError) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = verification
        if let roots {
            guard FileManager.default.isReadableFile(atPath: roots) else {
                throw PostgresResponseStoreError(.invalidURL, "sslrootcert \(roots) is not a readable file.")
            }
            configuration.trustRoots = .file(roots)
        }
        return configuration
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}

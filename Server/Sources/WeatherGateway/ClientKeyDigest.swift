import Crypto
import Foundation

/// A client key as it may leave the process: HMAC-SHA256 under a server secret, in hex. Rate
/// buckets in PostgreSQL (their rows, and any statement the server logs) hold only this, so a
/// database log or dump never gives away a key an app could use, and without the secret a
/// digest cannot be checked against guessed keys.
struct ClientKeyDigest: Sendable {
    private let secret: SymmetricKey

    /// Digests under `secret` (`GATEWAY_KEY_SECRET`); every instance on one database must share
    /// it, and ``GatewayConfiguration/check(descriptorLimit:)`` requires it there. Without one (no
    /// database: the digests never leave the process) the secret is random, new in each process.
    init(secret: String?) {
        self.secret =
            secret.map { SymmetricKey(data: SHA256.hash(data: Data($0.utf8))) } ?? SymmetricKey(size: .bits256)
    }

    /// The digest of `key`: 64 lower-case hexadecimal digits.
    func digest(_ key: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(key.utf8), using: secret)
            .map { String(format: "%02x", $0) }.joined()
    }
}

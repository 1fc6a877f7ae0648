import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reverse proxies whose `X-Forwarded-For` and `Forwarded` headers are believed, so that the
/// per-address page limit counts visitors rather than the proxy. A request from any other
/// address is counted by its own address, whatever its headers say.
public struct TrustedProxies: Sendable {
    /// One network of proxies: its address bytes (4 for IPv4, 16 for IPv6) and prefix length.
    public struct Network: Sendable, Hashable {
        let bytes: [UInt8]
        let prefix: Int

        /// `203.0.113.0/24`, `2001:db8::/32`, or one address (a full-length prefix); `nil` for
        /// anything else.
        public init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
            guard let bytes = TrustedProxies.bytes(of: parts[0]) else { return nil }
            let prefix = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
            guard let prefix, (0...(bytes.count * 8)).contains(prefix) else { return nil }
            self.bytes = bytes
            self.prefix = prefix
        }

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var remaining = prefix
            for index in bytes.indices where remaining > 0 {
                let bits = min(8, remaining)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                guard address[index] & mask == bytes[index] & mask else { return false }
                remaining -= bits
            }
            return true
        }
    }

    /// The header a trusted proxy names the visitor in. Only that one is read: a header the
    /// proxy does not write passes through as the visitor sent it, so believing it would let
    /// anyone choose the address they are counted as.
    public enum Header: String, Sendable, CaseIterable {
        /// `X-Forwarded-For: client, proxy1` (nginx, HAProxy, most load balancers).
        case xForwardedFor = "x-forwarded-for"
        /// `Forwarded: for=client;proto=https` (RFC 7239).
        case forwarded
    }

    let networks: [Network]
    let header: Header

    /// Trusts `networks`, reading the visitor from `header`.
    public init(networks: [Network], header: Header = .xForwardedFor) {
        self.networks = networks
        self.header = header
    }

    /// Whether `address` (text) is one of the trusted proxies.
    func isTrusted(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// The visitor behind `remote`, as the per-address limits count it: when `remote` is a trusted
    /// proxy, the nearest address in the proxy's ``Header`` that is not itself a trusted proxy,
    /// read from the right, as each proxy appends the address it saw; otherwise `remote` itself.
    /// An IPv6 visitor is counted by its /64, the block one household or host is given.
    func client(remote: String, forwardedFor: String?, forwarded: String?) -> String {
        Self.counted(visitor(remote: remote, forwardedFor: forwardedFor, forwarded: forwarded))
    }

    private func visitor(remote: String, forwardedFor: String?, forwarded: String?) -> String {
        guard !networks.isEmpty, isTrusted(remote) else { return remote }
        let chain: [String]
        switch header {
        case .xForwardedFor:
            guard let forwardedFor else { return remote }
            chain = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        case .forwarded:
            guard let forwarded else { return remote }
            chain = forwarded.split(separator: ",").compactMap { element in
                element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { $0.lowercased().hasPrefix("for=") }
                    .map { Self.unquoted(String($0.dropFirst(4))) }
            }
        }
        for hop in chain.reversed() where !isTrusted(hop) {
            return Self.bytes(of: hop) == nil ? remote : hop
        }
        return chain.first ?? remote
    }

    /// `address` as limits count it: an IPv6 address as its /64 (`2001:db8:1:2::/64`), an IPv4
    /// one (also written as IPv4-mapped IPv6) and anything else as it is.
    static func counted(_ address: String) -> String {
        guard var bytes = bytes(of: address), bytes.count == 16 else { return address }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        for index in 8..<16 { bytes[index] = 0 }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = bytes.withUnsafeBytes { raw in
            inet_ntop(AF_INET6, raw.baseAddress, &text, socklen_t(text.count))
        }
        guard written != nil else { return address }
        let characters = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: characters, as: UTF8.self) + "/64"
    }

    /// `"[2001:db8::1]:443"` → `2001:db8::1`; `"192.0.2.1"` as it is.
    private static func unquoted(_ text: String) -> String {
        var value = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        if value.hasPrefix("["), let end = value.firstIndex(of: "]") {
            value = String(value[value.index(after: value.startIndex)..<end])
        }
        return value
    }

    /// The bytes of an IPv4 or IPv6 address in text; `nil` for anything else.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }
}

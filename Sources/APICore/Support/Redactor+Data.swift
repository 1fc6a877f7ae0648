import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Redactor {
    /// The text that replaces a secret in a body: letters only, so a link that held the secret
    /// stays a valid URL and a JSON string stays valid JSON.
    package static let bodyPlaceholder = "REDACTED"

    /// `body` with every occurrence of a secret replaced by ``bodyPlaceholder``, byte for byte;
    /// the very same value when no secret occurs, which is the usual case.
    ///
    /// For bodies that echo the request's key back, such as the page links of OpenWeatherMap's
    /// One Call 4.0 timelines, before anything keeps or shows them.
    package func redact(_ body: Data) -> Data {
        var result = body
        for secret in secrets {
            let pattern = Array(secret.utf8)
            var rest = result[...]
            guard var offset = Self.firstOffset(of: pattern, in: rest) else { continue }
            var redacted = Data()
            redacted.reserveCapacity(result.count)
            while true {
                let found = rest.startIndex + offset
                redacted.append(rest[rest.startIndex..<found])
                redacted.append(contentsOf: Self.bodyPlaceholder.utf8)
                rest = rest[(found + pattern.count)...]
                guard let next = Self.firstOffset(of: pattern, in: rest) else { break }
                offset = next
            }
            redacted.append(rest)
            result = redacted
        }
        return result
    }

    /// Where `pattern` first occurs in `bytes`, counted from their start: `memchr` finds each
    /// candidate first byte, `memcmp` checks the rest.
    private static func firstOffset(of pattern: [UInt8], in bytes: Data.SubSequence) -> Int? {
        guard let first = pattern.first else { return nil }
        return bytes.withUnsafeBytes { haystack in
            pattern.withUnsafeBytes { needle -> Int? in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var offset = 0
                while offset + needle.count <= haystack.count {
                    guard let hit = memchr(base + offset, Int32(first), haystack.count - needle.count - offset + 1)
                    else { return nil }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, wanted, needle.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}

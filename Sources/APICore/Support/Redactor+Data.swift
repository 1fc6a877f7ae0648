import Foundation

extension Redactor {
    /// `body` with every occurrence of a secret replaced by ``placeholder``, byte for byte; the
    /// very same value when no secret occurs, which is the usual case.
    ///
    /// For bodies that echo the request's key back, such as the page links of OpenWeatherMap's
    /// One Call 4.0 timelines, before anything keeps or shows them.
    package func redact(_ body: Data) -> Data {
        var result = body
        for secret in secrets {
            let pattern = Data(secret.utf8)
            guard result.range(of: pattern) != nil else { continue }
            var redacted = Data()
            redacted.reserveCapacity(result.count)
            var rest = result[...]
            while let found = rest.range(of: pattern) {
                redacted.append(rest[rest.startIndex..<found.lowerBound])
                redacted.append(contentsOf: Self.placeholder.utf8)
                rest = rest[found.upperBound...]
            }
            redacted.append(rest)
            result = redacted
        }
        return result
    }
}

import Foundation

/// The disk cache's files for a client whose requests are a path and a query: a readable name
/// with a hash of the exact request, and the API's body after a first line recording when it
/// was fetched (for APIs whose answers carry no time of their own, or one that lags).
package struct QueryCacheFile: Sendable {
    /// What every file name of the client starts with, such as `"owm-"`.
    package let prefix: String
    private static let header = "# fetched "

    /// Files named with `prefix`.
    package init(prefix: String) { self.prefix = prefix }

    /// Whether `name` is one of this client's files.
    package func isCacheFile(_ name: String) -> Bool { name.hasPrefix(prefix) && name.hasSuffix(".json") }

    /// A readable, file-system-safe name for a request to `path` with `query`, with a hash of the
    /// exact query and of `server` when it is not the API's own (`nil`), so two servers never
    /// share answers. The query must not hold a key. Built byte by byte: a name is made on every
    /// fetch, memory hits included.
    package func name(path: String, query: [URLQueryItem], server: URL? = nil) -> String {
        let text = ([path] + query.map { "\($0.name)=\($0.value ?? "")" }.sorted()).joined(separator: "&")
        var readable: [UInt8] = []
        readable.reserveCapacity(120)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            guard readable.count < 120 else { continue }
            let isKept =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2E || byte == 0x2D
            readable.append(isKept ? byte : 0x5F)
        }
        for byte in server.map({ "|" + $0.absoluteString })?.utf8 ?? "".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(prefix)\(String(decoding: readable, as: UTF8.self))-\(String(hash, radix: 16)).json"
    }

    /// `body` after the line that records `date`.
    package func wrap(_ body: Data, fetchedAt date: Date) -> Data {
        Data("\(Self.header)\(Int(date.timeIntervalSince1970))\n".utf8) + body
    }

    /// The fetch time and the body of a file, `nil` when its first line is not a fetch time.
    package func unwrap(_ data: Data) -> (date: Date, body: Data)? {
        guard let newline = data.firstIndex(of: 0x0A),
            let line = String(data: data[data.startIndex..<newline], encoding: .utf8), line.hasPrefix(Self.header),
            let seconds = Int(line.dropFirst(Self.header.count))
        else { return nil }
        return (Date(timeIntervalSince1970: TimeInterval(seconds)), Data(data[data.index(after: newline)...]))
    }
}

import Foundation

/// Cache files: the API's body after a first line recording when it was fetched, since
/// Open-Meteo's bodies carry no time of their own. Names hold no key.
enum OMCacheFile {
    private static let prefix = "om-"
    private static let header = "# fetched "

    static func isCacheFile(_ name: String) -> Bool { name.hasPrefix(prefix) && name.hasSuffix(".json") }

    /// A readable, file-system-safe name for a request to `api`, with a hash of the exact query
    /// and of the server when it is not Open-Meteo's own (`server` `nil`), so two servers never
    /// share answers. The query must not hold the key.
    static func name(api: OMAPI, query: [URLQueryItem], server: URL? = nil) -> String {
        let text = ([api.path] + query.map { "\($0.name)=\($0.value ?? "")" }.sorted()).joined(separator: "&")
        // Read byte by byte: a name is built on every fetch, memory hits included.
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

    static func wrap(_ body: Data, fetchedAt date: Date) -> Data {
        Data("\(header)\(Int(date.timeIntervalSince1970))\n".utf8) + body
    }

    static func unwrap(_ data: Data) throws(OMError) -> (Date, Data) {
        guard let newline = data.firstIndex(of: 0x0A),
            let line = String(data: data[data.startIndex..<newline], encoding: .utf8), line.hasPrefix(header),
            let seconds = Int(line.dropFirst(header.count))
        else { throw OMError(.corruptedCache, "A cache file has no fetch time.") }
        return (Date(timeIntervalSince1970: TimeInterval(seconds)), Data(data[data.index(after: newline)...]))
    }
}

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
        let readable = text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" }
        let hashed = server.map { text + "|" + $0.absoluteString } ?? text
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in hashed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(prefix)\(String(readable.prefix(120)))-\(String(hash, radix: 16)).json"
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

import APICore
import Foundation

/// Cache files: the API's body after a first line recording when it was fetched, since
/// Open-Meteo's bodies carry no time of their own. Names hold no key.
enum OMCacheFile {
    private static let files = QueryCacheFile(prefix: "om-")

    static func isCacheFile(_ name: String) -> Bool { files.isCacheFile(name) }

    /// A readable, file-system-safe name for a request to `api`, with a hash of the exact query
    /// and of the server when it is not Open-Meteo's own (`server` `nil`), so two servers never
    /// share answers. The query must not hold the key.
    static func name(api: OMAPI, query: [URLQueryItem], server: URL? = nil) -> String {
        files.name(path: api.path, query: query, server: server)
    }

    static func wrap(_ body: Data, fetchedAt date: Date) -> Data { files.wrap(body, fetchedAt: date) }

    static func unwrap(_ data: Data) throws(OMError) -> (Date, Data) {
        guard let (date, body) = files.unwrap(data) else {
            throw OMError(.corruptedCache, "A cache file has no fetch time.")
        }
        return (date, body)
    }
}

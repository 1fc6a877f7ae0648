import APICore
import Foundation

/// Cache files: the API's body after a first line recording when it was fetched, since
/// OpenWeatherMap's own times (`dt`) can lag the fetch by many minutes. Names hold no key.
enum OWMCacheFile {
    private static let files = QueryCacheFile(prefix: "owm-")

    static func isCacheFile(_ name: String) -> Bool { files.isCacheFile(name) }

    /// A readable, file-system-safe name for a request, with a hash of the exact query and of the
    /// server when it is not the production API (`server` `nil`), so two servers never share answers.
    static func name(path: String, query: [URLQueryItem], server: URL? = nil) -> String {
        files.name(path: path, query: query, server: server)
    }

    static func wrap(_ body: Data, fetchedAt date: Date) -> Data { files.wrap(body, fetchedAt: date) }

    static func unwrap(_ data: Data) throws(OWMError) -> (Date, Data) {
        guard let (date, body) = files.unwrap(data) else {
            throw OWMError(.corruptedCache, "A cache file has no fetch time.")
        }
        return (date, body)
    }
}

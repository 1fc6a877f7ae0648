import APICore
import Foundation

/// Raw API responses on disk, one file per ``CYEndpoint/cacheKey``.
///
/// Files hold the API's body byte for byte (no token is ever in it, nor in the file name) and
/// are replaced atomically, so a reader never sees half a file.
struct CYLocalCache: Sendable {
    let store: DiskStore
    /// The directory's path, worked out once: memory-cache keys start with it.
    let directoryPath: String

    init(directory: URL) {
        store = DiskStore(directory: directory)
        directoryPath = directory.path
    }

    /// Creates the directory (mode `0700`) when it does not exist; a failure surfaces at the first write.
    func createDirectory() {
        try? FileManager.default.createDirectory(
            at: store.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The file for `endpoint`.
    func fileURL(for endpoint: CYEndpoint) -> URL { store.url(for: Self.fileName(for: endpoint)) }

    static func fileName(for endpoint: CYEndpoint) -> String { endpoint.cacheKey + ".json" }

    /// The raw cached body for `endpoint`, or `nil` when there is none.
    func data(for endpoint: CYEndpoint) throws(CYError) -> Data? {
        do {
            return try store.read(Self.fileName(for: endpoint))
        } catch {
            throw unreadable(error, for: endpoint)
        }
    }

    /// The error for a local-only read with nothing cached.
    var notCached: CYError {
        CYError(.notCached, "There is no cached response for this request in \(store.directory.path).")
    }

    /// The error for a cache file that exists but cannot be read.
    func unreadable(_ error: any Error, for endpoint: CYEndpoint) -> CYError {
        CYError(
            .corruptedCache, "The cached response at \(fileURL(for: endpoint).path) cannot be read.",
            underlyingError: error)
    }

    /// Decodes a cached body for `endpoint`, rejecting damaged files and files for another request.
    func decode<Result: CYFileResult>(
        _ result: Result.Type, _ data: Data, for endpoint: CYEndpoint
    ) throws(CYError) -> CYAPIResponse<Result> {
        let response: CYAPIResponse<Result>
        do {
            response = try CYResponseDecoder.decode(CYAPIResponse<Result>.self, from: data)
        } catch {
            throw CYError(
                .corruptedCache,
                "The cached response at \(fileURL(for: endpoint).path) does not decode: \(error.message)",
                underlyingError: error)
        }
        guard Self.matches(response, endpoint) else {
            throw CYError(
                .corruptedCache, "The cached response at \(fileURL(for: endpoint).path) is for another request.")
        }
        return response
    }

    /// Removes the entry for `endpoint`.
    func remove(_ endpoint: CYEndpoint) {
        store.remove(Self.fileName(for: endpoint))
    }

    /// Removes every cached response in the directory (and nothing else).
    func removeAll() {
        store.removeAll(where: Self.isCacheFile)
    }

    /// The key of `endpoint` in a client's memory cache: the directory and the cache key.
    func memoryKey(for endpoint: CYEndpoint) -> String {
        directoryPath + "|" + endpoint.cacheKey
    }

    /// The file name of the endpoint whose memory key (perhaps prefixed) is `key`: its cache key,
    /// after the last `|` (a cache key never holds one), and `.json`.
    static func fileName(forMemoryKey key: String) -> String {
        // Searched as bytes: a `Character` search walks grapheme clusters, on every request.
        let bytes = key.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "|")).map(bytes.index(after:)) ?? bytes.startIndex
        return String(key[start...]) + ".json"
    }

    /// Whether a file name is one of this cache's entries.
    static func isCacheFile(_ name: String) -> Bool {
        name.hasPrefix("v2.") && name.hasSuffix(".json")
    }

    /// Whether a cached response answers `endpoint`: same language, unit and place.
    ///
    /// The file name already encodes the request; this catches files copied or written by
    /// something else. Places may differ by a few hundredths of a degree because the API may
    /// snap coordinates to its grid.
    static func matches<Result>(_ response: CYAPIResponse<Result>, _ endpoint: CYEndpoint) -> Bool {
        CYEndpoint.RequestLanguage(apiValue: response.language) == endpoint.language
            && response.unit == endpoint.measurementSystem
            && abs(response.coordinate.latitude - endpoint.coordinate.latitude) < 0.05
            && abs(response.coordinate.longitude - endpoint.coordinate.longitude) < 0.05
    }
}

import APICore
import Dispatch
import Foundation

/// One weather query: an endpoint plus the cache rules, with async and completion-handler APIs.
///
/// ```swift
/// let request = CYRequest(token: token, coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
/// let response = try await request.perform()
/// print(response.result.realtime.temperature)
/// ```
///
/// ``perform()`` answers from the local cache when it holds a response for the same request
/// that is younger than ``expiration``, and asks the API otherwise. A request is a reference
/// type so its settings can be changed in place; it is safe to use from any thread.
public final class CYRequest: Sendable {
    /// Where a response came from, or may come from: the original library's spelling of the
    /// core's `CacheMode` (`nil` for `.automatic`, `.local` for `.cache`, `.remote` for `.network`).
    public enum DataSource: Sendable, Hashable {
        /// The local cache.
        case local
        /// The API.
        case remote
    }

    private struct Settings {
        var endpoint: CYEndpoint { didSet { memoryKeys = [:] } }
        var cache: CYLocalCache { didSet { memoryKeys = [:] } }
        var expiration: TimeInterval
        var queue: DispatchQueue
        /// Memory-cache keys by file, worked out once per endpoint: a cache hit needs nothing else.
        var memoryKeys: [CYEndpoint.File: String] = [:]
    }

    private let settings: Locked<Settings>
    /// The engine that sends the request and caches responses.
    public let client: CYClient

    /// Creates a request for `coordinate` with the default settings.
    public convenience init(
        token: String? = nil, coordinate: CYCoordinate = .defaultCoordinate, client: CYClient = .shared
    ) {
        self.init(endpoint: CYEndpoint(token: token, coordinate: coordinate), client: client)
    }

    /// Creates a request for `endpoint`.
    ///
    /// The request's cache directory (``localContentUrl``) exists once the request does, as in the
    /// original `CaiyunWeather` library: it is created, readable by its owner only, when missing.
    public init(endpoint: CYEndpoint, client: CYClient = .shared) {
        self.client = client
        let cache = CYLocalCache(directory: client.configuration.cache.directory)
        cache.createDirectory()
        settings = Locked(
            Settings(
                endpoint: endpoint, cache: cache, expiration: client.configuration.cache.expiration,
                queue: .global(qos: .userInitiated)))
    }

    /// What to ask the API: token, place, language, units, steps, file and version.
    public var endpoint: CYEndpoint {
        get { settings.current.endpoint }
        set { settings.withLock { $0.endpoint = newValue } }
    }

    /// The directory that holds cached responses. Default: the client's cache directory, which is
    /// `CaiyunWeather` in the user's caches directory unless configured otherwise.
    public var localContentUrl: URL {
        get { settings.current.cache.store.directory }
        set { settings.withLock { $0.cache = CYLocalCache(directory: newValue) } }
    }

    /// How long a cached response stays valid, in seconds, counted from its `server_time`.
    /// Default: the client's cache expiration, 300 unless configured otherwise.
    public var expiration: TimeInterval {
        get { settings.current.expiration }
        set { settings.withLock { $0.expiration = newValue } }
    }

    /// The queue completion handlers are called on. Default: a global queue (user-initiated).
    public var queue: DispatchQueue {
        get { settings.current.queue }
        set { settings.withLock { $0.queue = newValue } }
    }

    /// The cache file for the current endpoint.
    public var localFileUrl: URL {
        let current = settings.current
        return current.cache.fileURL(for: current.endpoint)
    }

    /// The default ``localContentUrl``: the original library's name for
    /// ``CYClient/Configuration/defaultCacheDirectory``, the directory a client's configuration
    /// caches in unless told otherwise.
    public static var defaultLocalContentUrl: URL { CYClient.Configuration.defaultCacheDirectory }

    /// A consistent copy of the settings for one operation.
    var snapshot: (endpoint: CYEndpoint, cache: CYLocalCache, expiration: TimeInterval, queue: DispatchQueue) {
        let current = settings.current
        return (current.endpoint, current.cache, current.expiration, current.queue)
    }

    /// The settings for fetching `file`, with the memory-cache key of that file's endpoint.
    func snapshot(
        for file: CYEndpoint.File
    ) throws(CYError) -> (endpoint: CYEndpoint, cache: CYLocalCache, key: String, expiration: TimeInterval) {
        try settings.withLock { (settings: inout Settings) throws(CYError) in
            let endpoint = try settings.endpoint.asking(for: file).inCell(of: client.configuration.cache.cells)
            if let key = settings.memoryKeys[file] { return (endpoint, settings.cache, key, settings.expiration) }
            try endpoint.validateParameters()
            let key = settings.cache.memoryKey(for: endpoint)
            settings.memoryKeys[file] = key
            return (endpoint, settings.cache, key, settings.expiration)
        }
    }
}

extension CacheMode {
    /// The mode a request's data source asks for: `nil` is `.automatic`, `.local` is `.cache`
    /// and `.remote` is `.network`.
    public init(_ dataSource: CYRequest.DataSource?) {
        switch dataSource {
        case nil: self = .automatic
        case .local: self = .cache
        case .remote: self = .network
        }
    }
}

extension CYRequest: CustomStringConvertible {
    /// The request's endpoint (token hidden) and cache settings.
    public var description: String {
        "CYRequest(\(endpoint), expiration: \(NumberText.seconds(expiration)), cache: \(localContentUrl.path))"
    }
}

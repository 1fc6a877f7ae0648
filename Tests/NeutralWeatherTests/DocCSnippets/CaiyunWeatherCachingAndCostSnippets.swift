import CaiyunWeather

/// The Swift blocks of `CaiyunWeather.docc/CachingAndCost.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherCachingAndCostSnippets {
    static func block1() {
        let client = CYClient.shared
        if let problem = client.diskCacheStatus.problem {
            print("warning: \(problem)") // the `weather` command prints this once, on standard error
        }
    }

    static func cells() async throws {
        let token = "your-token"
        let place = CYCoordinate(latitude: 39.9087, longitude: 116.3975)
        var configuration = CYClient.Configuration()
        configuration.cache.cells = CellGrid(size: 1000) // 1 km cells; nil (the default) for none
        let client = CYClient(configuration: configuration)
        let fetched = try await client.fetch(CYEndpoint(token: token, coordinate: place))
        print(fetched.response.coordinate) // the cell's centre, at most 0.71 km from place
    }

    static func refreshAhead() {
        var configuration = CYClient.Configuration()
        configuration.cache.refreshAhead = RefreshAhead(lead: 30, budget: 500)
        let client = CYClient(configuration: configuration)
        _ = client
    }

    static func block2() async throws {
        let token = "your-token"
        let place = CYCoordinate(latitude: 39.9042, longitude: 116.4074)
        var configuration = CYClient.Configuration(http: .init(timeout: 5, requestsPerSecond: 5))
        configuration.cache.maximumStaleAge = 3600
        let client = CYClient(configuration: configuration)
        let request = CYRequest(token: token, coordinate: place, client: client)
        let fetched = try await request.fetch()
        print(fetched.source, fetched.isStale) // .memory, .disk, .shared, .network or .stale
        await request.purgeCache() // empty this request's cache directory and the memory level
    }

    static func block3(request: CYRequest) async throws {
        let cached = try await request.perform(from: .local)
        _ = cached
    }

    static func block4() {
        func client(sharing store: any SharedResponseStore) -> CYClient {
            var configuration = CYClient.Configuration()
            configuration.cache.sharedStore = store // for example a PostgresResponseStore
            return CYClient(configuration: configuration)
        }
    }
}

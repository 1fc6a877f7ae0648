import OpenMeteo

/// The Swift blocks of `OpenMeteo.docc/OpenMeteo.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum OpenMeteoOverviewSnippets {
    static func block1() async throws {
        let client = OMClient() // the free API: no key, no sign-up
        let berlin = try await client.forecast(latitude: 52.52, longitude: 13.41, hourly: [.temperature2m, .isDay])
        for step in berlin.hourly?.steps.prefix(3) ?? [] {
            print(step.time, step[.temperature2m] ?? .nan, step.isDay ?? true)
        }
    }
}

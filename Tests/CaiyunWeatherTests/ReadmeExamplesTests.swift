import CaiyunWeather
import Foundation
import Logging
import TestSupport
import Testing

/// The README's Caiyun quick start and completion handler, and the units and cache examples of the
/// DocC articles (UnitsAndLevels, CachingAndCost), run against a loopback server, so the
/// documentation cannot drift.
@Suite("The README's examples work")
struct ReadmeExamplesTests {
    @Test("the quick start, the completion handler, the units and the cache examples")
    func quickStart() async throws {
        let body = try Fixture.data(Fixture.exampleWeather)
        try await LoopbackServer.run({ _ in .json(body) }) { server in
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            var configuration = CYClient.Configuration(http: .init(timeout: 5, requestsPerSecond: 5))
            configuration.cache.maximumStaleAge = 3600
            configuration.http.timeout = 120 // generous: the suite also runs on busy machines and under sanitizers
            configuration.cache.directory = folder.url
            let client = CYClient(configuration: configuration, now: { Date(timeIntervalSince1970: 1_618_398_184) })

            let coordinate = CYCoordinate(latitude: 35.4904, longitude: 112.8641)
            var endpoint = CYEndpoint(token: "your-token", coordinate: coordinate)
            endpoint.baseURL = server.baseURL
            endpoint.language = .englishUS
            endpoint.measurementSystem = .imperial

            let first = try await client.fetch(endpoint)
            #expect(first.source == .network)
            let response = first.response
            let realtime = response.result.realtime
            #expect(realtime.temperature == 57.2)
            #expect(realtime.phenomenon.localized(in: .english) == "Partly cloudy")
            let indices = (realtime.airQuality?.indices ?? []).map {
                "\($0.scale.localizedName(in: .english)) \($0.value)"
            }
            #expect(indices == ["China AQI 67.0", "US AQI 84.0"])
            #expect(response.result.keypoint == "Cloudy here but it's raining NW 57 mi away")

            let request = CYRequest(endpoint: endpoint, client: client)

            let (speed, source): (Double?, CYRequest.DataSource) = await withCheckedContinuation { continuation in
                request.perform { response, source, error in
                    continuation.resume(
                        returning: (error == nil ? response?.result.realtime.wind.speed.value : nil, source))
                }
            }
            #expect(speed == 6.03)
            #expect(source == .local)

            let measured = Measurement(value: realtime.wind.speed.value, unit: response.unit.system.windSpeed)
            #expect(abs(measured.converted(to: .metersPerSecond).value - 6.03 * 0.447_04) < 1e-6)
            #expect(
                PrecipitationIntensity(realtime.precipitation.local.intensity, block: .realtime, unit: response.unit)
                    == PrecipitationIntensity.none)
            #expect(
                WindDirection(realtime.wind.direction.value, unit: response.unit)?.localized(in: .chineseSimplified)
                    == "南东南风")
            #expect(
                BeaufortForce(realtime.wind.speed.value, unit: response.unit)?.localized(in: .english)
                    == "Force 2, light breeze")
            #expect(AirQualityScale.usEPA.category(for: 84)?.localizedName(in: .english) == "Moderate")
            #expect(realtime.wind.direction.localizedDescription(in: .english) == "SSE")
            #expect(realtime.wind.speed.localizedDescription(in: .english) == "Force 2, light breeze")

            let fetched = try await request.fetch()
            #expect(fetched.source == .memory && !fetched.isStale)
            await request.purgeCache()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
            #expect(server.requestCount == 1)
        }
    }
}

import Foundation
import Logging
import OpenMeteo
import TestSupport

/// Open-Meteo's decoding and memory hits, each beside its baseline in the same run.
enum OpenMeteoBench {
    /// A real 7-day hourly answer (168 hours, with current and daily blocks).
    static let fixture = "forecast_current_hourly_daily_penza_idx38771518322"

    static func run(rounds: Int) async throws {
        let body = try FixtureFiles.data(fixture, provider: "open-meteo")
        let foundation = JSONDecoder()
        var decoding = Comparison()
        for _ in 0..<rounds {
            decoding.first.append(try Measure.perOperation(100) { _ = try OMWeather.decode(body) })
            decoding.second.append(
                try Measure.perOperation(100) { _ = try foundation.decode(OMWeather.self, from: body) })
        }
        print("openmeteo_decode_vs_jsondecoder: \(String(format: "%.3f", decoding.ratio))")
        print(
            """
            # OMWeather.decode \(Measure.micro(Measure.median(decoding.first))), \
            JSONDecoder \(Measure.micro(Measure.median(decoding.second))) for a 7-day hourly answer of \(body.count) bytes; target at most 0.3
            """)

        try await LoopbackServer.run({ _ in .json(body) }) { server in
            var configuration = OMClient.Configuration(baseURL: server.baseURL, http: .init(timeout: 30))
            configuration.cache.diskLimit = 0
            // The recording is from 2023: its own time is long past, so a clock that far back
            // keeps the answer fresh in memory.
            let client = OMClient(
                configuration: configuration, logger: Logger(label: "bench"),
                now: { Date(timeIntervalSince1970: 1_699_700_000) })
            let request = OMRequest<OMWeather>.forecast(
                latitude: 53.2, longitude: 45.0, current: [.temperature2m], hourly: [.temperature2m],
                daily: [.temperature2mMax])
            guard try await client.fetch(request).source == .network, try await client.fetch(request).source == .memory
            else { fatalError("the Open-Meteo cache did not warm up") }
            var hits = Comparison()
            for _ in 0..<rounds {
                hits.first.append(try await Measure.perOperation(2_000) { _ = try await client.fetch(request) })
                hits.second.append(try Measure.perOperation(100) { _ = try OMWeather.decode(body) })
            }
            print("openmeteo_memory_hit_vs_decode: \(String(format: "%.5f", hits.ratio))")
            print(
                "# memory hit \(Measure.micro(Measure.median(hits.first))), decode \(Measure.micro(Measure.median(hits.second))); upstream calls \(server.requestCount)"
            )
        }
    }
}

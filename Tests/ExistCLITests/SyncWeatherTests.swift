import APICore
import Foundation
import TestSupport
import Testing

/// `exist sync-weather`: the package's weather written into Exist's weather attributes.
@Suite("exist sync-weather")
struct SyncWeatherTests {
    static let caiyunToken = "caiyunSECRETtoken55"

    /// The Caiyun SDK's v2.6 response with its days moved to today (Asia/Shanghai), as a live
    /// answer today would be, plus the values each attribute should get.
    static func caiyunToday() throws -> (body: Data, daily: [String: Any], realtime: [String: Any]) {
        var text = String(
            decoding: try FixtureFiles.data(
                "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"), as: UTF8.self)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
        formatter.dateFormat = "yyyy-MM-dd"
        for offset in 0..<7 {
            let recorded = "2023-03-\(String(format: "%02d", 9 + offset))"
            text = text.replacingOccurrences(
                of: recorded, with: formatter.string(from: FakeExist.now.addingTimeInterval(Double(offset) * 86_400)))
        }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["server_time"] = Int(FakeExist.now.timeIntervalSince1970)
        let result = try #require(object["result"] as? [String: Any])
        return (
            try JSONSerialization.data(withJSONObject: object), try #require(result["daily"] as? [String: Any]),
            try #require(result["realtime"] as? [String: Any])
        )
    }

    @Test("today's forecast and conditions are acquired then written in Exist's units, with no token in the output")
    func sync() async throws {
        let caiyun = try Self.caiyunToday()
        let body = caiyun.body
        try await LoopbackServer.run({ request in
            request.rawPath.hasPrefix("/v2.6/") ? .json(body) : FakeExist.handle(request)
        }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            runner.variables["CAIYUN_TOKEN"] = Self.caiyunToken
            runner.variables["CAIYUN_BASE_URL"] = server.baseURL.absoluteString
            let result = await runner.run("sync-weather", "--lat", "39.9", "--lon", "116.4", "--no-cache")
            #expect(result.exitCode == 0, "\(result.error)")
            let acquire = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/acquire/" })
            let update = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/update/" })
            #expect(
                server.requests.firstIndex { $0.rawPath == "/api/2/attributes/acquire/" }! < server.requests.firstIndex
                { $0.rawPath == "/api/2/attributes/update/" }!)
            let acquired = (try JSONSerialization.jsonObject(with: acquire.body) as? [[String: Any]])?.compactMap {
                $0["name"] as? String
            }
            // weather_humidity is this tool's already (FakeExist lists it as owned): the other nine.
            #expect(acquired?.count == 9 && acquired?.contains("weather_humidity") == false)
            let owned = try #require(server.requests.first { $0.rawPath == "/api/2/attributes/owned/" })
            #expect(owned.query["attributes"]?.split(separator: ",").count == 10)
            let sent = try #require(try JSONSerialization.jsonObject(with: update.body) as? [[String: Any]])
            let values = Dictionary(uniqueKeysWithValues: sent.map { ($0["name"] as! String, $0["value"]!) })
            #expect(sent.allSatisfy { $0["date"] as? String == FakeExist.today })

            let temperature = try #require((caiyun.daily["temperature"] as? [[String: Any]])?.first)
            #expect(values["weather_temp_max"] as? Double == temperature["max"] as? Double)
            #expect(values["weather_temp_min"] as? Double == temperature["min"] as? Double)
            #expect(values["weather_precipitation"] as? Double == 0)
            let wind = try #require(
                ((caiyun.daily["wind"] as? [[String: Any]])?.first?["avg"] as? [String: Any])?["speed"] as? Double)
            #expect(values["weather_wind_speed"] as? Double == (wind * 10).rounded() / 10)
            #expect(values["day_length"] as? Int == 709)
            #expect(
                values["weather_air_pressure"] as? Int
                    == Int(((caiyun.realtime["pressure"] as? Double ?? 0) / 100).rounded()))
            #expect(values["weather_humidity"] as? Double == caiyun.realtime["humidity"] as? Double)
            #expect(values["weather_cloud_cover"] as? Double == caiyun.realtime["cloudrate"] as? Double)
            #expect(values["weather_summary"] as? String == "Clear")
            #expect(values["weather_icon"] as? String == "clear-day")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("Taking ownership of 9 weather attributes (acquire)") == true)
            let flat = result.output.replacingOccurrences(of: "\n", with: " ")
            #expect(flat.contains("any other service: weather_temp_max, weather_temp_min, weather_precipitation,"))
            #expect(lines.contains("Weather for Beijing, CN on \(FakeExist.today)"))
            let maximum = try #require(temperature["max"] as? Double)
            #expect(
                lines.contains(
                    "✓ set weather_temp_max = \(maximum.formatted(.number.precision(.fractionLength(0...4)).grouping(.never))) °C"
                ))
            #expect(result.output.contains("10 written, 0 failed"))
            #expect(lines.last == "Caiyun Weather")
            // Caiyun answers every part in one call; nothing else was asked for.
            #expect(server.requests.filter { $0.rawPath.hasPrefix("/v2.6/") }.count == 1)
            for secret in [FakeExist.token, Self.caiyunToken] { #expect(!result.all.contains(secret)) }
        }
    }

    @Test("--dry-run writes nothing; without a Caiyun token nothing is synced from the example data")
    func dryRunAndExample() async throws {
        let caiyun = try Self.caiyunToday()
        let body = caiyun.body
        try await LoopbackServer.run({ request in
            request.rawPath.hasPrefix("/v2.6/") ? .json(body) : FakeExist.handle(request)
        }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            runner.variables["CAIYUN_BASE_URL"] = server.baseURL.absoluteString
            let example = await runner.run("sync-weather")
            #expect(example.exitCode == 1)
            #expect(example.error.contains("sync-weather writes live weather only"))
            runner.variables["CAIYUN_TOKEN"] = Self.caiyunToken
            let dry = await runner.run("sync-weather", "--lat", "39.9", "--lon", "116.4", "--dry-run", "--no-cache")
            #expect(dry.exitCode == 0, "\(dry.error)")
            #expect(dry.output.contains("  would set weather_icon = \"clear-day\"\n"))
            #expect(dry.output.contains("Would take ownership of 9 weather attributes (acquire)"))
            // The dry run shows each value as the real run reports it.
            let real = await runner.run("sync-weather", "--lat", "39.9", "--lon", "116.4", "--no-cache")
            func shown(_ text: String, after marker: String) -> Set<String> {
                Set(
                    text.split(separator: "\n").compactMap { line in
                        line.range(of: marker).map { String(line[$0.upperBound...]) }
                    })
            }
            let planned = shown(dry.output, after: "would set ")
            #expect(
                planned.count == 10 && planned == shown(real.output, after: "✓ set "), "\(dry.output)\n\(real.output)")
            #expect(planned.contains { $0.hasPrefix("weather_wind_speed = ") && $0.hasSuffix(" km/h") })
            #expect(planned.contains { $0.hasPrefix("weather_air_pressure = ") && $0.hasSuffix(" hPa") })
            #expect(
                server.requests.firstIndex { $0.method == "POST" }.map { server.requests[$0].rawPath }
                    == "/api/2/attributes/acquire/")
            #expect(await runner.run("sync-weather", "--lat", "100", "--lon", "0").exitCode == 64)
        }
    }

    @Test("attributes this tool owns already are not acquired again, and the notice is said once")
    func acquiresOnce() async throws {
        let body = try Self.caiyunToday().body
        let simulator = ExistSimulator()
        await simulator.addWeatherAttributes(ownedBy: nil)
        try await LoopbackServer.run({ request in
            request.rawPath.hasPrefix("/v2.6/") ? .json(body) : await simulator.handle(request)
        }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            runner.variables["CAIYUN_TOKEN"] = Self.caiyunToken
            runner.variables["CAIYUN_BASE_URL"] = server.baseURL.absoluteString
            let first = await runner.run("sync-weather", "--lat", "39.9", "--lon", "116.4", "--no-cache")
            #expect(first.exitCode == 0, "\(first.all)")
            // weather_humidity is this tool's from the start: the other nine.
            #expect(first.output.hasPrefix("Taking ownership of 9 weather attributes (acquire)"))
            #expect(await simulator.owner("weather_icon") == .some(ExistSimulator.ownService))
            let acquires = server.requests.filter { $0.rawPath == "/api/2/attributes/acquire/" }.count
            #expect(acquires == 1)
            let second = await runner.run("sync-weather", "--lat", "39.9", "--lon", "116.4", "--no-cache")
            #expect(second.exitCode == 0, "\(second.all)")
            #expect(!second.output.contains("ownership"))
            #expect(second.output.contains("10 written, 0 failed"))
            #expect(server.requests.filter { $0.rawPath == "/api/2/attributes/acquire/" }.count == acquires)
            #expect(await simulator.value("weather_summary", FakeExist.today) == "Clear")
        }
    }

    @Test(
        "with no weather key at all the weather comes from Open-Meteo, precipitation from the day's total; a provider without its key stops before Exist"
    )
    func keyless() async throws {
        let forecasts = Locked([Data]())
        try await LoopbackServer.run({ request in
            guard request.rawPath.hasPrefix("/v1/") else { return FakeExist.handle(request) }
            let reply = OpenMeteoStub.reply(to: request)
            if request.path == "/v1/forecast" { forecasts.withLock { $0.append(reply.body) } }
            return reply
        }) { server in
            var runner = try ExistRunner.signedIn(server)
            defer { runner.folder.cleanUp() }
            runner.variables["OPEN_METEO_BASE_URL"] = server.baseURL.absoluteString
            let dry = await runner.run("sync-weather", "--lat", "53.2", "--lon", "45.0", "--dry-run", "--no-cache")
            #expect(dry.exitCode == 0, "\(dry.error)")
            #expect(dry.output.contains("would set weather_temp_max = "), "\(dry.output)")
            #expect(dry.output.contains(" °C\n"))
            #expect(server.requests.contains { $0.path == "/v1/forecast" })
            #expect(!server.requests.contains { $0.method == "POST" })
            // Only the conditions and the days are asked for: no hours, minutes or air quality.
            #expect(!server.requests.contains { $0.path == "/v1/air-quality" })
            let asked = try #require(server.requests.first { $0.path == "/v1/forecast" })
            #expect(asked.query["hourly"] == nil && asked.query["minutely_15"] == nil && asked.query["daily"] != nil)
            let written = await runner.run("sync-weather", "--lat", "53.2", "--lon", "45.0", "--no-cache")
            #expect(written.exitCode == 0, "\(written.error)")
            #expect(written.output.contains("Weather data by Open-Meteo.com (CC BY 4.0)"))
            let update = try #require(server.requests.last { $0.rawPath == "/api/2/attributes/update/" })
            let sent = try #require(try JSONSerialization.jsonObject(with: update.body) as? [[String: Any]])
            let precipitation = try #require(sent.first { $0["name"] as? String == "weather_precipitation" })
            // The stand-in's answer, as sent: the day Exist calls today, and its total in millimetres.
            let forecast = try #require(forecasts.current.last)
            let answer = try #require(try JSONSerialization.jsonObject(with: forecast) as? [String: Any])
            let daily = try #require(answer["daily"] as? [String: Any])
            let days = try #require(daily["time"] as? [String])
            let index = try #require(days.firstIndex(of: FakeExist.today))
            let total = try #require((daily["precipitation_sum"] as? [Double])?[index])
            #expect(precipitation["value"] as? Double == (total / 24 / 25.4 * 10_000).rounded() / 10_000)
            let notIn = written.output.split(separator: "\n").first { $0.contains("Not in this forecast") } ?? ""
            #expect(!notIn.contains("weather_precipitation"))

            let before = server.requestCount
            let noKey = await runner.run("sync-weather", "--provider", "caiyun", "--lat", "39.9", "--lon", "116.4")
            #expect(noKey.exitCode != 0)
            #expect(
                noKey.error.contains("CAIYUN_TOKEN") || noKey.error.lowercased().contains("token"), "\(noKey.error)")
            #expect(server.requestCount == before)
        }
    }
}

import APICore
import Foundation
import Logging
import OpenWeatherMap
import TestSupport
import Testing

@Suite("OpenWeatherMap's languages")
struct OWMLanguageTests {
    @Test("the constants carry OpenWeatherMap's own codes")
    func codes() {
        #expect(OWMLanguage.english.rawValue == "en")
        #expect(OWMLanguage.chineseSimplified.rawValue == "zh_cn")
        #expect(OWMLanguage.chineseTraditional.rawValue == "zh_tw")
        #expect(OWMLanguage.portugueseBrazil.rawValue == "pt_br")
        #expect(OWMLanguage.czech.rawValue == "cz")
        #expect(OWMLanguage.korean.rawValue == "kr")
        #expect(OWMLanguage.latvian.rawValue == "la")
        #expect(OWMLanguage.spanish.rawValue == "es")
        #expect(OWMLanguage.ukrainian.rawValue == "uk")
        #expect("\(OWMLanguage.french)" == "fr")
    }

    @Test("a literal or a raw value is the same language as the constant; other codes pass through")
    func literals() throws {
        let literal: OWMLanguage = "zh_cn"
        #expect(literal == .chineseSimplified)
        #expect(OWMLanguage(rawValue: "de") == .german)
        #expect(OWMLanguage(rawValue: "sp") != .spanish)
        #expect(OWMLanguage(rawValue: "xx").rawValue == "xx")
        #expect(OWMClient.Configuration(apiKey: "k").language == .english)
        #expect(OWMClient.Configuration(apiKey: "k", language: "ja").language == .japanese)
        #expect(String(decoding: try JSONEncoder().encode([OWMLanguage.thai]), as: UTF8.self) == #"["th"]"#)
        #expect(
            try JSONDecoder().decode([OWMLanguage].self, from: Data(#"["pt_br","qq"]"#.utf8)) == [
                .portugueseBrazil, "qq",
            ])
    }

    @Test("requests send the configured code as `lang`, a code without a constant included")
    func sentAsWritten() async throws {
        let body = try FixtureFiles.data("current_q_london_rain_standard", provider: "openweathermap")
        try await LoopbackServer.run({ _ in .json(body) }) { server in
            for language: OWMLanguage in [.chineseTraditional, "sp", "zz_custom"] {
                var configuration = OWMClient.Configuration(
                    apiKey: "0123456789abcdef", language: language, baseURL: server.baseURL,
                    http: HTTPSettings(timeout: 120, retryPolicy: .never))
                configuration.cache.diskLimit = 0
                let client = OWMClient(
                    configuration: configuration, transport: URLSessionHTTPTransport(), logger: Logger(label: "test"))
                _ = try await client.currentWeather(for: .city("London"))
            }
            #expect(server.requests.map { $0.query["lang"] } == ["zh_tw", "sp", "zz_custom"])
        }
    }
}

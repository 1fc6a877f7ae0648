import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit
import TestSupport
import Testing

@testable import WeatherText

/// `StatusLine` on real responses: every code, missing values, named formats, hostile text.
@Suite("Status line formats")
struct StatusLineTests {
    /// Every code, separated by `|`, so each value is checked on its own.
    static let everyCode = "%l|%c|%C|%t|%f|%w|%h|%p|%P|%u|%a|%m|%r|%T|%%"

    static func example(_ language: DisplayLanguage = .english) throws -> Weather {
        CaiyunAdapter.weather(from: try CYRequest.exampleResponse(), language: language)
    }

    static func phoenix() throws -> Weather {
        let data = try FixtureFiles.data("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap")
        return OpenWeatherMapAdapter.weather(oneCall: try OWMOneCall.decode(data), units: .standard)
    }

    private func render(
        _ weather: Weather, _ format: String, language: DisplayLanguage = .english, units: UnitPreference = .metric,
        scale: AirQualityScale? = nil, place: String = "Jincheng, Shanxi"
    ) throws -> String {
        try StatusLine(format: StatusFormat(format), language: language, units: units, airQualityScale: scale)
            .render(weather, placeLabel: place)
    }

    @Test("every code on the bundled Caiyun example (imperial response, metric display)")
    func exampleCodes() throws {
        // realtime: 57.2 °F, feels 51.44 °F, PARTLY_CLOUDY_NIGHT, wind 6.03 mph from 157°, humidity
        // 0.21, intensity 0.0, 92050.79 Pa, UV 0, AQI chn 67 / usa 84, server time 2021-04-14 19:03 +08.
        #expect(
            try render(Self.example(), Self.everyCode)
                == "Jincheng, Shanxi|◑|Partly cloudy|14°C|11°C|↖10 km/h|21%|0 mm/h|921 hPa|0|67|🌒|Cloudy here but it's raining NW 57 mi away|19:03|%"
        )
    }

    @Test("--units and --lang: imperial, SI and Chinese")
    func unitsAndLanguage() throws {
        let weather = try Self.example()
        #expect(try render(weather, "%t %f %w %p %P", units: .imperial) == "57°F 51°F ↖6 mph 0 in/h 27.18 inHg")
        #expect(try render(weather, "%t %w %P", units: .si) == "287 K ↖2.7 m/s 92051 Pa")
        #expect(try render(Self.example(.chineseSimplified), "%C %c", language: .chineseSimplified) == "多云 ◑")
        #expect(try render(weather, "%C", language: .chineseTraditional) == "多雲")
    }

    @Test("%a takes the index the reader expects, or the --aqi scale")
    func airQuality() throws {
        var weather = try Self.example()
        #expect(try render(weather, "%a") == "67")
        #expect(try render(weather, "%a", scale: .usEPA) == "84")
        weather.location.timeZone = TimeZone(identifier: "Europe/London")!
        #expect(try render(weather, "%a") == "84")
        #expect(try render(weather, "%a", language: .chineseSimplified) == "67")
        #expect(try render(weather, "%a", scale: .openWeatherMap) == "–")
    }

    @Test("every code on an OpenWeatherMap One Call response (standard units)")
    func openWeatherMapCodes() throws {
        // current: 289.2 K, feels 288.11 K, 800 clear by day, wind 2.06 m/s from 110°, humidity 48,
        // 1019 hPa, UV 0.4, no rain block (none falling), no AQI, no summary; dt 2023-12-31 16:20 in Phoenix.
        #expect(
            try render(Self.phoenix(), Self.everyCode, place: "Phoenix")
                == "Phoenix|☀|Clear|16°C|15°C|←7 km/h|48%|0 mm/h|1019 hPa|0.4|–|🌖|–|16:20|%")
        #expect(try render(Self.phoenix(), "%t %w", units: .imperial) == "61°F ←5 mph")
    }

    @Test("a value the data lacks prints as –, never 0")
    func missingValues() throws {
        var weather = try Self.example()
        weather.current?.apparentTemperature = nil
        weather.current?.wind = nil
        weather.current?.humidity = nil
        weather.current?.precipitationIntensity = nil
        weather.current?.pressure = nil
        weather.current?.uvIndex = nil
        weather.current?.airQualityIndices = []
        weather.current?.summary = nil
        weather.minuteForecast = nil
        #expect(try render(weather, "%f|%w|%h|%p|%P|%u|%a|%r") == "–|–|–|–|–|–|–|–")
        weather.current = nil
        #expect(try render(weather, Self.everyCode) == "Jincheng, Shanxi|–|–|–|–|–|–|–|–|–|–|🌒|–|19:03|%")
        #expect(try render(weather, "%l", place: " \n ") == "–")
    }

    @Test("the named formats 1 to 4")
    func namedFormats() throws {
        let weather = try Self.example()
        #expect(try render(weather, "1") == "◑ 14°C")
        #expect(try render(weather, "2") == "◑ 14°C ↖10 km/h")
        #expect(try render(weather, "3") == "Jincheng, Shanxi: ◑ 14°C")
        #expect(try render(weather, "4") == "Jincheng, Shanxi: ◑ 14°C ↖10 km/h")
        #expect(try StatusFormat("3").template == "%l: %c %t")
        #expect(try render(weather, "5") == "5")
    }

    @Test("an unknown code, a lone % or an empty format is an error that lists every code")
    func unknownCode() throws {
        #expect(throws: StatusFormatError.unknownCode("%x", "%t %x")) { try StatusFormat("%t %x") }
        #expect(throws: StatusFormatError.trailingPercent("50%")) { try StatusFormat("50%") }
        #expect(throws: StatusFormatError.empty) { try StatusFormat("") }
        let message = StatusFormatError.unknownCode("%x", "%t %x").message
        #expect(message.hasPrefix("Unknown code %x in the format \"%t %x\". Valid codes: %l (place), "))
        for code in StatusCode.allCases { #expect(message.contains("%\(code.rawValue) (")) }
        #expect(message.contains("%% (a percent sign)"))
        #expect(try render(Self.example(), "100%% %t") == "100% 14°C")
    }

    @Test("hostile text from a response or a template stays on one line, control characters escaped")
    func hostileText() throws {
        var weather = try Self.example()
        weather.current?.summary = "Rain\r\n\nsoon\t\u{1B}[2Jnow\u{7}"
        weather.minuteForecast?.summary = nil
        let line = try render(weather, "%l: %r\n%t\u{1B}[31m", place: "Evil\u{1B}]0;title\u{7}\ntown")
        #expect(line == #"Evil\u{1B}]0;title\u{7} town: Rain soon \u{1B}[2Jnow\u{7} 14°C\u{1B}[31m"#)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("the moon phase is computed from the data's date")
    func moonPhase() {
        let utc = { (text: String) in ISO8601DateFormatter().date(from: text)! }
        #expect(MoonPhase(date: utc("2021-04-12T02:31:00Z")).symbol == "🌑")
        #expect(MoonPhase(date: utc("2021-04-20T06:59:00Z")).symbol == "🌓")
        #expect(MoonPhase(date: utc("2021-04-27T03:31:00Z")).symbol == "🌕")
        #expect(MoonPhase(date: utc("2021-05-03T19:50:00Z")).symbol == "🌗")
        #expect(MoonPhase(date: utc("1999-12-22T17:31:00Z")).symbol == "🌕")
    }

    @Test("colour only when asked: spans carry styles, the plain text has none")
    func colour() throws {
        let status = StatusLine(format: try StatusFormat("3"), language: .english, units: .metric)
        let weather = try Self.example()
        let plain = status.output(weather, placeLabel: "Jincheng", color: .auto)
        #expect(plain == "Jincheng: ◑ 14°C")
        #expect(status.output(weather, placeLabel: "Jincheng", color: .never) == plain)
        let painted = status.output(weather, placeLabel: "Jincheng", color: .always)
        #expect(painted.contains("\u{1B}["))
        #expect(painted.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test("%W: the highest alert level; none only when someone covering the place answered; – otherwise")
    func warningLevel() throws {
        let phoenix = try Self.phoenix()
        try #require(!phoenix.alerts.isEmpty)
        // One Call alerts carry no severity.
        #expect(try render(phoenix, "%W") == "Unknown")
        var severe = phoenix
        severe.alerts[0].severity = .severe
        #expect(try render(severe, "%W", language: .chineseSimplified) == "严重")
        var none = phoenix
        none.alerts = []
        #expect(none.alertAvailability == .included)
        #expect(try render(none, "%W") == "none")
        none.warningCoverage = WarningCoverage(
            servicesRead: ["National Weather Service"], servicesNotAnswering: ["National Weather Service"])
        #expect(try render(none, "%W") == "–")
        none.alertAvailability = .notOffered
        none.warningCoverage = WarningCoverage(servicesRead: [])
        #expect(try render(none, "%W") == "–")
        none.warningCoverage = WarningCoverage(servicesRead: ["National Weather Service"])
        #expect(try render(none, "%W") == "none")
        // %W is no StatusCode: the public pieces keep it as text.
        let format = try StatusFormat("%l %W")
        #expect(format.pieces == [.code(.place), .text(" "), .text("%W")] && format.codes == [.place])
        #expect(format.usesWarningLevel && format.parts.contains(.alerts))
        #expect(StatusFormatError.validCodes.contains("%W (highest warning level), %T (time of the data)"))
    }
}

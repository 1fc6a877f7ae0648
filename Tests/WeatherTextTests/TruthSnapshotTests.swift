import CaiyunWeather
import Foundation
import NeutralWeather
import OpenWeatherMap
import TerminalKit
import TestSupport
import Testing

@testable import WeatherText

/// What the renderers say when the data lacks something: which air-quality index, no index at
/// all, alerts or minutes that were not asked for or are not in the data, empty sections. Each in
/// English and Chinese, as a pipe receives it.
@Suite("Renderers say only what the data supports, in both languages")
struct TruthSnapshotTests {
    private func realtime(_ name: String, _ language: DisplayLanguage) throws -> Weather {
        CaiyunAdapter.weather(
            from: try CYRealtimeResponse.decode(FixtureFiles.data(name, provider: "caiyun")), language: language)
    }

    private func context(
        _ language: DisplayLanguage, units: UnitPreference = .metric, scale: AirQualityScale? = nil
    ) -> RenderContext {
        RenderContext(language: language, units: units, placeLabel: "Place", isExample: false, airQualityScale: scale)
    }

    private func expectLines(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actualLines = actual.replacingOccurrences(of: "\u{00A0}", with: " ").components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        #expect(actualLines.count == expectedLines.count, "\(actual)", sourceLocation: sourceLocation)
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() {
            #expect(got == want, "line \(index + 1)", sourceLocation: sourceLocation)
        }
    }

    static let newYork = "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example"
    static let taipei = "v2.5_realtime_zh_CN_metric_taipei_synthetic-no-us-index"
    static let mainland = "v2.5_realtime_zh_CN_metric_location-redacted_electricbubble-colorful-clouds-api"

    @Test(
        "New York: no air-quality row where Caiyun has no index (never \"AQI 0 · Good\")",
        arguments: DisplayLanguage.allCases)
    func noIndex(_ language: DisplayLanguage) throws {
        let text = NowRenderer.render(try realtime(Self.newYork, language), context(language, units: .imperial)).plain
        #expect(!text.contains("AQI"))
        #expect(!text.contains("空气质量") && !text.contains("空氣品質"))
    }

    @Test("New York in English and Chinese")
    func newYorkSnapshots() throws {
        expectLines(
            NowRenderer.render(try realtime(Self.newYork, .english), context(.english, units: .imperial)).plain,
            """
            Place · Updated 2020-04-03 02:11 UTC-04:00

              ☂  Light rain  47°F, feels like 53°F
                 Wind        NNW 20 mph · Force 5, fresh breeze
                 Humidity    60%
                 Visibility  15 mi

            Caiyun Weather · caiyunapp.com
            """)
        expectLines(
            NowRenderer.render(
                try realtime(Self.newYork, .chineseSimplified), context(.chineseSimplified, units: .imperial)
            ).plain,
            """
            Place · 更新于 2020-04-03 02:11 UTC-04:00

              ☂  小雨  47°F，体感 53°F
                 风      北西北风 20 mph · 5级 清劲风
                 湿度    60%
                 能见度  15 mi

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("Taipei: the China index for everyone, since there is no US one; asking for the US one says so")
    func taipei() throws {
        expectLines(
            NowRenderer.render(try realtime(Self.taipei, .english), context(.english)).plain,
            """
            Place · Updated 2021-01-12 22:52 UTC+08:00

              ◑  Partly cloudy  17°C, feels like 16°C
                 Wind        ENE 9 km/h · Force 2, light breeze
                 Humidity    71%
                 China AQI   35 · Excellent
                 Visibility  16.3 km

            Caiyun Weather · caiyunapp.com
            """)
        expectLines(
            NowRenderer.render(try realtime(Self.taipei, .chineseSimplified), context(.chineseSimplified)).plain,
            """
            Place · 更新于 2021-01-12 22:52 UTC+08:00

              ◑  多云  17°C，体感 16°C
                 风        东东北风 9 km/h · 2级 轻风
                 湿度      71%
                 中国 AQI  35 · 优
                 能见度    16.3 km

            Caiyun Weather · caiyunapp.com
            """)
        let english = NowRenderer.render(try realtime(Self.taipei, .english), context(.english, scale: .usEPA)).plain
        #expect(english.contains("     US AQI      not available\n"))
        let chinese = NowRenderer.render(
            try realtime(Self.taipei, .chineseSimplified), context(.chineseSimplified, scale: .usEPA)
        ).plain
        #expect(chinese.contains("     美国 AQI  无数据\n"))
    }

    @Test("mainland China: each index with its own scale's names, the response's word where it is one of them")
    func mainland() throws {
        let english = try realtime(Self.mainland, .english)
        let chinese = try realtime(Self.mainland, .chineseSimplified)
        #expect(NowRenderer.airQualityRow(english, context(.english))! == ("China AQI", "83 · Good"))
        #expect(
            NowRenderer.airQualityRow(english, context(.english, scale: .usEPA))! == (
                "US AQI", "127 · Unhealthy for Sensitive Groups"
            ))
        #expect(NowRenderer.airQualityRow(chinese, context(.chineseSimplified))! == ("中国 AQI", "83 · 良"))
        #expect(
            NowRenderer.airQualityRow(chinese, context(.chineseSimplified, scale: .usEPA))! == (
                "美国 AQI", "127 · 对敏感人群不健康"
            ))
        #expect(NowRenderer.airQualityRow(chinese, context(.chineseTraditional))! == ("中國 AQI", "83 · 良"))
    }

    @Test(
        "alerts: none in force, not requested, or not in the data",
        arguments: [
            (
                DisplayLanguage.english,
                [
                    "No alerts in force.", "Alerts were not requested.",
                    "Alerts are not available: this data carries no alert information.",
                ]
            ),
            (.chineseSimplified, ["当前没有预警。", "没有请求预警信息。", "没有预警信息：这份数据不含预警。"]),
        ])
    func alerts(_ language: DisplayLanguage, _ expected: [String]) throws {
        let withBlock = try CYResponse.decode(
            FixtureFiles.data("v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"))
        let noKey = try CYResponse.decode(
            FixtureFiles.data(
                "v2.5_weather_zh_CN_metric_no-alert-key_location-redacted_electricbubble-colorful-clouds-api",
                provider: "caiyun"))
        let weathers = [
            CaiyunAdapter.weather(from: withBlock, language: language),
            CaiyunAdapter.weather(from: noKey, language: language, alertsRequested: false),
            CaiyunAdapter.weather(from: noKey, language: language),
        ]
        let lines = weathers.map { AlertsRenderer.render($0, context(language)).lines[2].plain }
        #expect(lines == expected.map { "  " + $0 })
    }

    @Test("the alerts view in full when the response has no alert block")
    func alertsSnapshot() throws {
        let noKey = try CYResponse.decode(
            FixtureFiles.data(
                "v2.5_weather_zh_CN_metric_no-alert-key_location-redacted_electricbubble-colorful-clouds-api",
                provider: "caiyun"))
        expectLines(
            AlertsRenderer.render(CaiyunAdapter.weather(from: noKey, language: .english), context(.english)).plain,
            """
            Place · Updated 2021-01-14 21:56 UTC+08:00

              Alerts are not available: this data carries no alert information.

            Caiyun Weather · caiyunapp.com
            """)
        expectLines(
            AlertsRenderer.render(
                CaiyunAdapter.weather(from: noKey, language: .chineseSimplified), context(.chineseSimplified)
            ).plain,
            """
            Place · 更新于 2021-01-14 21:56 UTC+08:00

              没有预警信息：这份数据不含预警。

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test(
        "minutes: not requested, or not in the data",
        arguments: [
            (
                DisplayLanguage.english,
                [
                    "Minute-by-minute precipitation was not requested.",
                    "Minute-by-minute precipitation is not available: this data does not carry it.",
                ]
            ),
            (.chineseSimplified, ["没有请求分钟级降水。", "没有分钟级降水：这份数据不含该信息。"]),
        ])
    func minutes(_ language: DisplayLanguage, _ expected: [String]) throws {
        let hourly = try CYHourlyResponse.decode(
            FixtureFiles.data("v2.6_hourly_zh_CN_metric_hourlysteps1_duxingxia081-weather_head", provider: "caiyun"))
        let noMinutes = try FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) { json in
            json[path: "result", "minutely"] = nil
        }
        let weathers = [
            CaiyunAdapter.weather(from: hourly, language: language),
            CaiyunAdapter.weather(from: try CYResponse.decode(noMinutes), language: language),
        ]
        let lines = weathers.map { MinutelyRenderer.render($0, context(language)).lines[2].plain }
        #expect(lines == expected.map { "  " + $0 })
    }

    @Test("no empty headings: a response without hours has no \"Next hours\"", arguments: DisplayLanguage.allCases)
    func noEmptySections(_ language: DisplayLanguage) throws {
        let daily = try CYDailyResponse.decode(
            FixtureFiles.data(
                "v2.6_daily_zh_CN_metric_dailysteps1_light-haze_duxingxia081-weather_head", provider: "caiyun"))
        let weather = CaiyunAdapter.weather(from: daily, language: language)
        let labels = Labels(language: language)
        let everything = TerminalView.everything(weather, context(language)).plain
        #expect(!everything.contains(labels.nextHours))
        #expect(everything.contains(labels.nextDays))
        let forecast = ForecastRenderer.render(weather, context(language)).plain
        #expect(!forecast.contains(labels.nextHours))
        let realtimeOnly = TerminalView.everything(try realtime(Self.mainland, language), context(language)).plain
        #expect(!realtimeOnly.contains(labels.nextHours) && !realtimeOnly.contains(labels.nextDays))
    }

    @Test("a daily summary from One Call 3.0 under its day, in both languages")
    func dailySummary() throws {
        let data = try FixtureFiles.modified("onecall25_phoenix_full_with_alerts_2023", provider: "openweathermap") {
            json in
            json[path: "daily", "0", "summary"] = "Expect a day of partly cloudy with clear spells"
        }
        let weather = OpenWeatherMapAdapter.weather(oneCall: try OWMOneCall.decode(data), units: .standard)
        for language in [DisplayLanguage.english, .chineseSimplified] {
            let lines = ForecastRenderer.daily(weather, context(language)).lines.map(\.plain)
            #expect(lines[2] == "    Expect a day of partly cloudy with clear spells")
            #expect(lines.count == 1 + weather.dailyForecast.count + 1)
        }
    }

    @Test("Chinese lines never start with closing punctuation")
    func kinsoku() {
        let text = "今天白天多云转晴，夜间有小雨。明天阴，午后雷阵雨，注意携带雨具、防范雷电。"
        for width in 4...40 {
            let lines = TextWidth.wrap(text, width: width)
            #expect(lines.joined() == text, "width \(width)")
            #expect(lines.allSatisfy { !LineBreaking.mayNotStartLine($0.first ?? "x") }, "width \(width): \(lines)")
            #expect(lines.allSatisfy { TextWidth.of($0) <= width }, "width \(width)")
        }
        #expect(TextWidth.wrap("多云转晴，夜间", width: 8) == ["多云转", "晴，夜间"])
    }
}

import CaiyunWeather
import Foundation
import NeutralWeather
import TerminalKit
import TestSupport
import Testing

@testable import WeatherCLI
@testable import WeatherText

/// The renderers' plain text, pinned line by line in English and Chinese. Colour is applied
/// after rendering, so these snapshots are exactly what a pipe receives.
@Suite("Renderer snapshots in both languages")
struct RendererSnapshotTests {
    /// The SDK's v2.6 response with rain arriving in 20 minutes and a 40 % chance in hour three.
    static func rainyWeather(_ language: DisplayLanguage) throws -> Weather {
        let data = try FixtureFiles.modified(
            "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk", provider: "caiyun"
        ) { json in
            json[path: "result", "minutely", "precipitation_2h"] = (0..<120).map { minute in
                minute < 20 ? 0 : min(0.45, Double(minute - 20) * 0.01)
            }
            json[path: "result", "minutely", "probability"] = [0.1, 0.55, 0.8, 0.9]
            json[path: "result", "minutely", "description"] = "20分钟后开始下雨，雨势逐渐加大"
            json[path: "result", "hourly", "precipitation", "2", "probability"] = 40
        }
        return CaiyunAdapter.weather(from: try CYResponse.decode(data), language: language)
    }

    private func render(_ view: String, _ language: DisplayLanguage) throws -> String {
        let weather = try Self.rainyWeather(language)
        let context = RenderContext(language: language, units: .metric, placeLabel: "攀枝花", isExample: false)
        switch view {
        case "now": return NowRenderer.render(weather, context).plain
        case "forecast": return ForecastRenderer.render(weather, context).plain
        case "minutely": return MinutelyRenderer.render(weather, context).plain
        default: return AlertsRenderer.render(weather, context).plain
        }
    }

    private func expectLines(_ actual: String, _ expected: String) {
        let actualLines = actual.replacingOccurrences(of: "\u{00A0}", with: " ").components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        #expect(actualLines.count == expectedLines.count, "\(actual)")
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() {
            #expect(got == want, "line \(index + 1)")
        }
    }

    @Test("now in English")
    func nowEnglish() throws {
        expectLines(
            try render("now", .english),
            """
            攀枝花 · Updated 2023-03-09 23:16 UTC+08:00

              ☾  Clear  18°C, feels like 17°C
                 Wind        SSW 5 km/h · Force 1, light air
                 Humidity    39%
                 China AQI   73 · Good
                 Visibility  24.1 km
                 未来两小时不会有雨。还在加班么？注意休息哦

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("now in Chinese")
    func nowChinese() throws {
        expectLines(
            try render("now", .chineseSimplified),
            """
            攀枝花 · 更新于 2023-03-09 23:16 UTC+08:00

              ☾  晴  18°C，体感 17°C
                 风        南西南风 5 km/h · 1级 软风
                 湿度      39%
                 中国 AQI  73 · 良
                 能见度    24.1 km
                 未来两小时不会有雨。还在加班么？注意休息哦

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("forecast in English")
    func forecastEnglish() throws {
        expectLines(
            try render("forecast", .english),
            """
            攀枝花 · Updated 2023-03-09 23:16 UTC+08:00

            Next hours
              ▂▂▂▂▁▁▁▁▁▂▃▄▄▅▅▆▇███▇▇▆▄  15–32°C
              23:00  ☾ Clear         18°C   ☂ 0%        SSW 5 km/h
              02:00  ☾ Clear         17°C   ☂ 0%        WSW 1 km/h
              05:00  ☾ Clear         15°C   ☂ 0%        NNW 2 km/h
              08:00  ☀ Clear         18°C   ☂ 0%        N 4 km/h
              11:00  ◐ Partly cloudy 23°C   ☂ 0%        SSW 4 km/h
              14:00  ☀ Clear         27°C   ☂ 0%        SW 10 km/h
              17:00  ☀ Clear         32°C   ☂ 0%        WSW 18 km/h
              20:00  ◑ Partly cloudy 29°C   ☂ 0%        WSW 11 km/h

            Next days
              Today 03-09  ☀ Clear          12° ━━━━━━━━━━━━━━━· 30°C   ☂ 0%
              Fri   03-10  ◐ Partly cloudy  15° ··━━━━━━━━━━━━━━ 32°C   ☂ 0%
              Sat   03-11  ☁ Cloudy         13° ·━━━━━━━━━━━━··· 28°C   ☂ 0%
              Sun   03-12  ☁ Cloudy         14° ·━━━━━━━━······· 23°C   ☂ 0%
              Mon   03-13  ◐ Partly cloudy  13° ·━━━━━━━━······· 23°C   ☂ 0%

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("forecast in Chinese")
    func forecastChinese() throws {
        expectLines(
            try render("forecast", .chineseSimplified),
            """
            攀枝花 · 更新于 2023-03-09 23:16 UTC+08:00

            未来几小时
              ▂▂▂▂▁▁▁▁▁▂▃▄▄▅▅▆▇███▇▇▆▄  15–32°C
              23:00  ☾ 晴   18°C   ☂ 0%        南西南风 5 km/h
              02:00  ☾ 晴   17°C   ☂ 0%        西西南风 1 km/h
              05:00  ☾ 晴   15°C   ☂ 0%        北西北风 2 km/h
              08:00  ☀ 晴   18°C   ☂ 0%        北风 4 km/h
              11:00  ◐ 多云 23°C   ☂ 0%        南西南风 4 km/h
              14:00  ☀ 晴   27°C   ☂ 0%        西南风 10 km/h
              17:00  ☀ 晴   32°C   ☂ 0%        西西南风 18 km/h
              20:00  ◑ 多云 29°C   ☂ 0%        西西南风 11 km/h

            未来几天
              今天  03-09  ☀ 晴    12° ━━━━━━━━━━━━━━━· 30°C   ☂ 0%
              周五  03-10  ◐ 多云  15° ··━━━━━━━━━━━━━━ 32°C   ☂ 0%
              周六  03-11  ☁ 阴    13° ·━━━━━━━━━━━━··· 28°C   ☂ 0%
              周日  03-12  ☁ 阴    14° ·━━━━━━━━······· 23°C   ☂ 0%
              周一  03-13  ◐ 多云  13° ·━━━━━━━━······· 23°C   ☂ 0%

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("minutely in English")
    func minutelyEnglish() throws {
        expectLines(
            try render("minutely", .english),
            """
            攀枝花 · Updated 2023-03-09 23:16 UTC+08:00

            Next 2 hours · 20分钟后开始下雨，雨势逐渐加大
              │···········▂▂▂▂▂▂▂▂▂▂▂▂▂▄▄▄▄▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆│
              now            30             60             90            120 min
              Chance by half hour: 10% · 55% · 80% · 90%
              Peak: Heavy · 43.1 mm/h · +65 min

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("minutely in Chinese")
    func minutelyChinese() throws {
        expectLines(
            try render("minutely", .chineseSimplified),
            """
            攀枝花 · 更新于 2023-03-09 23:16 UTC+08:00

            未来两小时 · 20分钟后开始下雨，雨势逐渐加大
              │···········▂▂▂▂▂▂▂▂▂▂▂▂▂▄▄▄▄▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆▆│
              现在           30             60             90            120 分钟
              每半小时降水概率：10% · 55% · 80% · 90%
              峰值：大 · 43.1 mm/h · +65 分钟

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("alerts in English")
    func alertsEnglish() throws {
        expectLines(
            try render("alerts", .english),
            """
            攀枝花 · Updated 2023-03-09 23:16 UTC+08:00

              No alerts in force.

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("alerts in Chinese")
    func alertsChinese() throws {
        expectLines(
            try render("alerts", .chineseSimplified),
            """
            攀枝花 · 更新于 2023-03-09 23:16 UTC+08:00

              当前没有预警。

            Caiyun Weather · caiyunapp.com
            """)
    }

    @Test("the bundled example's current conditions, as `swift run weather` shows them")
    func exampleNow() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        expectLines(
            await sandbox.run("now").output,
            """
            Jincheng, Shanxi · Example data · 2021-04-14 19:03 UTC+08:00
            Name a place for live weather, such as weather London; no key is needed.

              ◑  Partly cloudy  14°C, feels like 11°C
                 Wind        SSE 10 km/h · Force 2, light breeze
                 Humidity    21%
                 China AQI   67 · Good
                 Visibility  30 km
                 Cloudy here but it's raining NW 57 mi away
              ⚠  Blue gale alert · Blue frost alert

            Caiyun Weather · caiyunapp.com
            """ + "\n")
    }

    @Test("the bundled example's forecast in Chinese, converted from imperial")
    func exampleForecastChinese() async throws {
        let sandbox = try CLISandbox()
        defer { sandbox.folder.cleanUp() }
        expectLines(
            await sandbox.run("forecast", "--lang", "zh").output,
            """
            山西晋城 · 示例数据 · 2021-04-14 19:03 UTC+08:00
            给出地点即可获取实时天气，例如 weather 北京，无需密钥。

            未来几小时
              ▅▄▄▃▂▂▁▁▁▁▂▃▃▄▅▆▇█████▇▇  5–21°C
              19:00  ◑ 多云 14°C   ☂ 0 mm/h    南东南风 10 km/h
              22:00  ☁ 阴   9°C    ☂ 0 mm/h    南东南风 12 km/h
              01:00  ◑ 多云 5°C    ☂ 0 mm/h    南风 4 km/h
              04:00  ≡ 雾   5°C    ☂ 0 mm/h    南西南风 3 km/h
              07:00  ☀ 晴   11°C   ☂ 0 mm/h    西西北风 1 km/h
              10:00  ☁ 阴   17°C   ☂ 0 mm/h    西风 16 km/h
              13:00  ≫ 大风 21°C   ☂ 0 mm/h    西西北风 34 km/h
              16:00  ≫ 大风 21°C   ☂ 0 mm/h    西北风 40 km/h

            未来几天
              今天  04-14  ◐ 多云   7° ·━━━━━━━━━······ 17°C   ☂ 0 mm/h
              周四  04-15  ◐ 多云   5° ━━━━━━━━━━━━···· 21°C   ☂ 0 mm/h
              周五  04-16  ◐ 多云   5° ━━━━━━━━━━━━···· 20°C   ☂ 0 mm/h
              周六  04-17  ◐ 多云   8° ··━━━━━━━━━━···· 21°C   ☂ 0 mm/h
              周日  04-18  ◐ 多云   8° ··━━━━━━━━━━━━━━ 26°C   ☂ 0 mm/h

            Caiyun Weather · caiyunapp.com
            """ + "\n")
    }

    @Test("text width counts Chinese characters as two columns; wrapping respects it")
    func widths() {
        #expect(TextWidth.of("多云 14°C") == 9)
        #expect(TextWidth.pad("风", to: 4) == "风  ")
        #expect(TextWidth.wrap("未来两小时不会有雨还在加班么", width: 10) == ["未来两小时", "不会有雨还", "在加班么"])
        #expect(TextWidth.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextWidth.wrap("x", width: 0) == ["x"])
    }

    @Test("sparklines, range bars and precipitation bars")
    func charts() {
        #expect(Charts.sparkline([0, 7, 3.5]) == "▁█▅")
        #expect(Charts.sparkline([2, 2]) == "▅▅")
        #expect(Charts.range(from: 5, to: 10, low: 0, high: 10, width: 11) == "·····━━━━━━")
        #expect(Charts.precipitation([.none, .light, .moderate, .heavy, .storm]) == "·▂▄▆█")
        #expect(Charts.downsample([1, 3, 5, 7, 9], by: 2) == [2, 6, 9])
    }
}

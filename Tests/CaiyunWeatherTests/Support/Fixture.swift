import Foundation
import TestSupport
import Testing

/// Recorded API responses bundled with the tests (see Fixtures/SOURCES.md).
enum Fixture {
    static let exampleWeather = "v2.5_weather_en_US_imperial_alert-wind-blue_YuanLinStudio-CaiyunWeather"
    static let sdkWeather = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"
    static let noAlertWeather =
        "v2.5_weather_zh_CN_metric_no-alert-key_location-redacted_electricbubble-colorful-clouds-api"
    static let syntheticWeather = "v2.5_weather_zh_CN_metric_synthetic-alert-0501"
    static let v25Realtime = "v2.5_realtime_zh_CN_metric_location-redacted_electricbubble-colorful-clouds-api"
    static let v26Realtime = "v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head"
    /// The documentation's New York example: no air-quality data at all (`"chn": "missing"`).
    static let newYorkRealtime = "v2.5_realtime_en_US_imperial_new-york_caiyun-docs-example"
    /// Synthetic: a China index and no US one (`"usa": 0`, `""`), as outside mainland China.
    static let taipeiRealtime = "v2.5_realtime_zh_CN_metric_taipei_synthetic-no-us-index"
    static let v26Minutely = "v2.6_minutely_zh_CN_metric_beijing_duxingxia081-weather_head"
    static let rainingHourly = "v2.5_hourly_zh_CN_metric_taipei-raining_Fangtian89-weather"
    static let syntheticHourly = "v2.5_hourly_zh_CN_metric_synthetic-12hours"
    static let v26Hourly = "v2.6_hourly_zh_CN_metric_hourlysteps1_duxingxia081-weather_head"
    static let syntheticDaily = "v2.5_daily_zh_CN_metric_synthetic-3days"
    static let v26Daily = "v2.6_daily_zh_CN_metric_dailysteps1_light-haze_duxingxia081-weather_head"
    static let tokenInvalid = "v2.5_error_token-invalid_YuanLinStudio-CaiyunWeather"

    static let weatherFiles = [exampleWeather, sdkWeather, noAlertWeather, syntheticWeather]
    static let realtimeFiles = [v25Realtime, v26Realtime, newYorkRealtime, taipeiRealtime]
    static let minutelyFiles = [v26Minutely]
    static let hourlyFiles = [rainingHourly, syntheticHourly, v26Hourly]
    static let dailyFiles = [syntheticDaily, v26Daily]
    static let successFiles = weatherFiles + realtimeFiles + minutelyFiles + hourlyFiles + dailyFiles

    /// Every `.json` file in the fixtures folder, so a new file cannot be forgotten.
    static var allNames: [String] {
        get throws { try FixtureFiles.names("caiyun") }
    }

    static func data(_ name: String) throws -> Data {
        try FixtureFiles.data(name, provider: "caiyun")
    }
}

extension Fixture {
    /// The fixture `name` with `change` applied to its JSON object.
    static func modified(_ name: String, _ change: (inout JSONObject) throws -> Void) throws -> Data {
        try FixtureFiles.modified(name, provider: "caiyun", change)
    }
}

extension Fixture {
    /// The SDK's weather response for whatever place the request names, so many places can be served.
    static func echoingPlace(_ request: LoopbackServer.RecordedRequest) -> LoopbackServer.Reply {
        let parts = request.path.split(separator: "/")
        guard parts.count >= 3 else { return .json("{}", status: 404) }
        let lonLat = parts[2].split(separator: ",").compactMap { Double($0) }
        guard lonLat.count == 2,
            let body = try? modified(sdkWeather, { $0[path: "location"] = [lonLat[1], lonLat[0]] })
        else {
            return .json("{}", status: 400)
        }
        return .json(body)
    }
}

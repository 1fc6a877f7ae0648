import Foundation
import TestSupport

/// Replies as Caiyun does, from the suite's fixtures: the `weather` file for `/weather`, the hourly
/// file for `/hourly`, each dated now and echoing the request's language and units.
enum CaiyunStub {
    static let weatherFixture = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"
    static let alertFixture = "v2.5_weather_zh_CN_metric_synthetic-alert-0501"
    static let hourlyFixture = "v2.6_hourly_zh_CN_metric_hourlysteps1_duxingxia081-weather_head"

    static func reply(
        to request: LoopbackServer.RecordedRequest, weather: String = weatherFixture,
        change: (inout JSONObject) -> Void = { _ in }
    ) -> LoopbackServer.Reply {
        let name = request.path.hasSuffix("/hourly") ? hourlyFixture : weather
        let body = try? FixtureFiles.modified(name, provider: "caiyun") {
            $0[path: "server_time"] = Int(Date().timeIntervalSince1970)
            if let lang = request.query["lang"] { $0[path: "lang"] = lang }
            if let unit = request.query["unit"] { $0[path: "unit"] = unit }
            change(&$0)
        }
        return .json(body ?? Data())
    }
}

import Foundation

/// Replies as Caiyun does, from the recorded responses: the `weather` file for `/weather` (or
/// another recording named by the caller), the hourly file for `/hourly`, each dated now and
/// echoing the language, units and place asked for, as the API does (a disk cache answers only
/// with a response that matches its request).
public enum CaiyunStub {
    /// The recorded v2.6 `weather` response.
    public static let weatherFixture = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"
    /// A v2.5 `weather` response with an alert.
    public static let alertFixture = "v2.5_weather_zh_CN_metric_synthetic-alert-0501"
    /// The recorded v2.6 `hourly` response.
    public static let hourlyFixture = "v2.6_hourly_zh_CN_metric_hourlysteps1_duxingxia081-weather_head"

    /// The reply to `request`; `change` edits the body last.
    public static func reply(
        to request: LoopbackServer.RecordedRequest, weather: String = weatherFixture,
        change: (inout JSONObject) -> Void = { _ in }
    ) -> LoopbackServer.Reply {
        let name = request.path.hasSuffix("/hourly") ? hourlyFixture : weather
        let body = try? FixtureFiles.modified(name, provider: "caiyun") {
            $0[path: "server_time"] = Int(Date().timeIntervalSince1970)
            if let lang = request.query["lang"] { $0[path: "lang"] = lang }
            if let unit = request.query["unit"] { $0[path: "unit"] = unit }
            if let (latitude, longitude) = askedCoordinate(request) { $0[path: "location"] = [latitude, longitude] }
            change(&$0)
        }
        return .json(body ?? Data())
    }

    /// The coordinate a request's path asks for (`/v2.6/{token}/{longitude},{latitude}/{file}`).
    public static func askedCoordinate(
        _ request: LoopbackServer.RecordedRequest
    ) -> (latitude: Double, longitude: Double)? {
        let parts = request.path.split(separator: "/")
        guard parts.count > 2 else { return nil }
        let numbers = parts[2].split(separator: ",").compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[1], numbers[0]) : nil
    }
}

import Foundation

/// The recorded responses the fake upstream serves (see `Fixtures/SOURCES.md`).
public enum Fixtures {
    /// A full v2.6 `weather` response, about 45 KB.
    public static let caiyunWeather = text("v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk")
    /// A v2.6 `realtime` response.
    public static let caiyunRealtime = text("v2.6_realtime_zh_CN_metric_beijing_duxingxia081-weather_head")
    /// An OpenWeatherMap current-weather response for London.
    public static let openWeatherMapCurrent = text("current_q_london_rain_standard")

    /// `fixture` with its `server_time`, `location` and (when `marker` is not empty) `api_status`
    /// replaced, and its `lang` and `unit` when given (as a request's `lang` and `unit` name them).
    public static func caiyun(
        _ fixture: String, serverTime: Int, latitude: String, longitude: String, marker: String = "",
        language: String? = nil, unit: String? = nil
    ) -> String {
        var body = fixture
        if let language, language.allSatisfy({ $0.isLetter || $0 == "_" }) {
            body = replacing(#""lang":\s*"[^"]*""#, in: body, with: "\"lang\":\"\(language)\"")
        }
        if let unit, unit.allSatisfy({ $0.isLetter || $0.isNumber || $0 == ":" }) {
            body = replacing(#""unit":\s*"[^"]*""#, in: body, with: "\"unit\":\"\(unit)\"")
        }
        body = replacing(#""server_time":\s*\d+"#, in: body, with: "\"server_time\":\(serverTime)")
        body = replacing(#""location":\s*\[[^\]]*\]"#, in: body, with: "\"location\":[\(latitude),\(longitude)]")
        if !marker.isEmpty {
            body = replacing(#""api_status":\s*"[^"]*""#, in: body, with: "\"api_status\":\"\(marker)\"")
        }
        return body
    }

    private static func replacing(_ pattern: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    private static func text(_ name: String) -> String { String(decoding: data(name), as: UTF8.self) }

    /// The bytes of `Fixtures/<name>.json`.
    static func data(_ name: String) -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { fatalError("The fixture \(name).json is missing from the bundle.") }
        return data
    }
}

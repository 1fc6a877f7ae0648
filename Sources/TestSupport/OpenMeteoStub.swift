import Foundation

/// Replies as Open-Meteo does, from the recorded answers: a forecast (current, hourly and daily
/// blocks) for `/v1/forecast` at the grid cell nearest the asked point, dated today in the
/// answer's zone; air quality (US and European indices) for `/v1/air-quality`; the recorded
/// search for the name asked for at `/v1/search` (none found for a name never recorded); and
/// the API's error body for any other path.
public enum OpenMeteoStub {
    /// The recorded forecast with current, hourly and daily blocks (Penza).
    public static let forecastFixture = "forecast_current_hourly_daily_penza_idx38771518322"
    /// The recorded air quality now (London).
    public static let airQualityFixture = "airquality_current_us_aqi_london_idx69260962607"
    /// The European index the stand-in adds to the air-quality answer.
    public static let europeanIndex = 28
    /// The recorded place searches, by the name asked for (lower case).
    public static let searchFixtures = [
        "akwa": "geocoding_search_akwa_idx4356849527", "berlin": "geocoding_search_berlin_tpisel-openmeteo",
        "brisbane": "geocoding_search_brisbane_tpisel-openmeteo",
        "paris": "geocoding_search_paris_multi_tpisel-openmeteo",
    ]
    /// The recorded search that found nothing, the answer for every other name.
    public static let emptySearchFixture = "geocoding_search_empty_tpisel-openmeteo"

    /// The reply to `request`; `change` edits the forecast answer after the stand-in's own edits.
    public static func reply(
        to request: LoopbackServer.RecordedRequest, changingForecast change: (inout JSONObject) -> Void = { _ in }
    ) -> LoopbackServer.Reply {
        let body: Data?
        switch request.path {
        case "/v1/forecast":
            body = try? FixtureFiles.modified(forecastFixture, provider: "open-meteo") { json in
                // The centre of a grid cell of about a kilometre, as the API answers for a point.
                if let latitude = request.query["latitude"].flatMap(Double.init) {
                    json[path: "latitude"] = (latitude * 100).rounded() / 100 + 0.001
                }
                if let longitude = request.query["longitude"].flatMap(Double.init) {
                    json[path: "longitude"] = (longitude * 100).rounded() / 100 + 0.001
                }
                let zone = TimeZone(secondsFromGMT: json[path: "utc_offset_seconds"] as? Int ?? 0) ?? .gmt
                let hours = (json[path: "hourly", "time"] as? [Any])?.count ?? 0
                let days = (json[path: "daily", "time"] as? [Any])?.count ?? 0
                json[path: "hourly", "time"] = Self.times(
                    count: hours, step: 3600, in: zone, format: "yyyy-MM-dd'T'HH:mm")
                json[path: "daily", "time"] = Self.times(count: days, step: 86400, in: zone, format: "yyyy-MM-dd")
                let quarter = (Date().timeIntervalSince1970 / 900).rounded(.down) * 900
                json[path: "current", "time"] = Self.text(
                    Date(timeIntervalSince1970: quarter), zone, "yyyy-MM-dd'T'HH:mm")
                change(&json)
            }
        case "/v1/air-quality":
            body = try? FixtureFiles.modified(airQualityFixture, provider: "open-meteo") { json in
                json[path: "current", "european_aqi"] = europeanIndex
                json[path: "current_units", "european_aqi"] = "EAQI"
            }
        case "/v1/search":
            let name = request.query["name"]?.lowercased() ?? ""
            body = try? FixtureFiles.data(searchFixtures[name] ?? emptySearchFixture, provider: "open-meteo")
        default:
            return .json(#"{"error":true,"reason":"No such API."}"#, status: 404)
        }
        return .json(body ?? Data())
    }

    /// `count` local times `step` seconds apart from the start of today in `zone`.
    static func times(count: Int, step: TimeInterval, in zone: TimeZone, format: String) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.startOfDay(for: Date())
        return (0..<count).map { text(start.addingTimeInterval(Double($0) * step), zone, format) }
    }

    static func text(_ date: Date, _ zone: TimeZone, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

import Foundation

/// How the fake upstream answers Open-Meteo's four APIs (`/v1/forecast`, `/v1/air-quality`,
/// `/v1/archive`, `/v1/search`), from recorded answers (see `Fixtures/SOURCES.md`).
public enum OpenMeteoFixtures {
    /// A forecast with current, hourly and daily blocks (Penza), served dated today.
    public static let forecastName = "forecast_current_hourly_daily_penza_idx38771518322"
    /// Current conditions alone (Berlin), served byte for byte.
    public static let currentName = "forecast_current_15min_berlin_idx36170389411"
    /// Air quality now (London, US index), served with a European index added.
    public static let airQualityName = "airquality_current_us_aqi_london_idx69260962607"
    /// Daily history (Brasília), served byte for byte.
    public static let archiveName = "archive_daily_brasilia_tpisel-openmeteo"
    /// A place search (Berlin), served byte for byte.
    public static let searchName = "geocoding_search_berlin_tpisel-openmeteo"
    /// The API's 400 for a latitude of 95, served byte for byte for any latitude out of range.
    public static let latitudeErrorName = "error_400_elevation_latitude_out_of_range_idx71130638846"
    /// The European index added to the air-quality answer.
    public static let europeanIndex = 28

    /// The recorded body `name`, byte for byte.
    public static func data(_ name: String) -> Data { Fixtures.data(name) }

    /// The status and body for a request to `path` with `query` (its values decoded):
    ///
    /// - a latitude outside −90…90: 400 with the API's error body;
    /// - `/v1/forecast` with `hourly` or `daily`: the Penza forecast, at the grid point nearest the
    ///   one asked, its current time this quarter hour and its hours and days from today;
    /// - `/v1/forecast` otherwise: the Berlin current conditions;
    /// - `/v1/air-quality`: London's, with ``europeanIndex``;
    /// - `/v1/archive` and `/v1/search`: Brasília's days and the Berlin search;
    /// - any other path: 404 with an error body.
    public static func answer(path: String, query: [String: String]) -> (status: Int, body: Data) {
        if let latitude = query["latitude"].flatMap(Double.init), abs(latitude) > 90 {
            return (400, data(latitudeErrorName))
        }
        switch path {
        case "/v1/forecast" where query["hourly"] != nil || query["daily"] != nil:
            return (200, dated(query: query))
        case "/v1/forecast": return (200, data(currentName))
        case "/v1/air-quality":
            return (
                200,
                edited(airQualityName) { json in
                    var current = json["current"] as? [String: Any] ?? [:]
                    current["european_aqi"] = europeanIndex
                    json["current"] = current
                    var units = json["current_units"] as? [String: Any] ?? [:]
                    units["european_aqi"] = "EAQI"
                    json["current_units"] = units
                }
            )
        case "/v1/archive": return (200, data(archiveName))
        case "/v1/search": return (200, data(searchName))
        default: return (404, Data(#"{"error":true,"reason":"No such API."}"#.utf8))
        }
    }

    /// The Penza forecast at the point asked, dated now.
    private static func dated(query: [String: String]) -> Data {
        edited(forecastName) { json in
            // The centre of a grid cell of about a kilometre, as the API answers for a point.
            if let latitude = query["latitude"].flatMap(Double.init) {
                json["latitude"] = (latitude * 100).rounded() / 100 + 0.001
            }
            if let longitude = query["longitude"].flatMap(Double.init) {
                json["longitude"] = (longitude * 100).rounded() / 100 + 0.001
            }
            let zone = TimeZone(secondsFromGMT: json["utc_offset_seconds"] as? Int ?? 0) ?? .gmt
            for (block, step, format) in [("hourly", 3600.0, "yyyy-MM-dd'T'HH:mm"), ("daily", 86400, "yyyy-MM-dd")] {
                guard var values = json[block] as? [String: Any], let times = values["time"] as? [Any] else { continue }
                values["time"] = Self.times(count: times.count, step: step, in: zone, format: format)
                json[block] = values
            }
            if var current = json["current"] as? [String: Any] {
                let quarter = (Date().timeIntervalSince1970 / 900).rounded(.down) * 900
                current["time"] = text(Date(timeIntervalSince1970: quarter), zone, "yyyy-MM-dd'T'HH:mm")
                json["current"] = current
            }
        }
    }

    /// The recorded body `name` as a JSON object, changed by `edit`.
    private static func edited(_ name: String, _ edit: (inout [String: Any]) -> Void) -> Data {
        guard var json = try? JSONSerialization.jsonObject(with: data(name)) as? [String: Any] else {
            fatalError("The fixture \(name).json is not a JSON object.")
        }
        edit(&json)
        return (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data()
    }

    /// `count` local times `step` seconds apart from the start of today in `zone`.
    private static func times(count: Int, step: TimeInterval, in zone: TimeZone, format: String) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.startOfDay(for: Date())
        return (0..<count).map { text(start.addingTimeInterval(Double($0) * step), zone, format) }
    }

    private static func text(_ date: Date, _ zone: TimeZone, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

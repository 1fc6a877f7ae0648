import Foundation

extension OMRequest where Response == OMWeather {
    /// A forecast for one place (`/v1/forecast`): the blocks with the variables asked for, in
    /// `units`, with local times in `timezone` (`"auto"`: the place's own zone).
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, -90 to 90.
    ///   - longitude: Degrees east, -180 to 180.
    ///   - current: Variables for conditions now (`current`).
    ///   - minutely15: Variables every 15 minutes (`minutely_15`); native in Central Europe and
    ///     North America, interpolated from hourly values elsewhere.
    ///   - hourly: Variables every hour (`hourly`).
    ///   - daily: Variables per day (`daily`).
    ///   - pastDays: Days before today to include, 0–92 (`past_days`); the API's default is 0.
    ///   - forecastDays: Days to forecast, 0–16 (`forecast_days`); the API's default is 7.
    ///   - units: The units of temperatures, wind speeds and precipitation.
    ///   - timezone: The zone of local times: an IANA name, `"GMT"`, or `"auto"` for the place's own.
    ///   - timeFormat: Local text (the default) or Unix seconds.
    public static func forecast(
        latitude: Double, longitude: Double, current: [OMVariable] = [], minutely15: [OMVariable] = [],
        hourly: [OMVariable] = [], daily: [OMVariable] = [], units: OMUnits = OMUnits(), timezone: String = "auto",
        pastDays: Int? = nil, forecastDays: Int? = nil, timeFormat: OMTimeFormat = .iso8601
    ) -> Self {
        let query = OMSeriesQuery(
            places: [OMCoordinate(latitude: latitude, longitude: longitude)],
            blocks: [("current", current), ("minutely_15", minutely15), ("hourly", hourly), ("daily", daily)],
            units: units, timezone: timezone, timeFormat: timeFormat, pastDays: pastDays, forecastDays: forecastDays)
        return Self(api: .forecast, query)
    }

    /// Air quality for one place (`/v1/air-quality`): pollutants, indices and pollen, from CAMS
    /// (Europe at about 11 km, the world at about 45 km).
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, -90 to 90.
    ///   - longitude: Degrees east, -180 to 180.
    ///   - current: Variables for conditions now, such as ``OMVariable/europeanAQI``.
    ///   - hourly: Variables every hour. There is no daily block: aggregate hours yourself.
    ///   - pastDays: Days before today to include, 0–92.
    ///   - forecastDays: Days to forecast, 0–7; the API's default is 5.
    ///   - timezone: The zone of local times: an IANA name, `"GMT"`, or `"auto"` for the place's own.
    ///   - timeFormat: Local text (the default) or Unix seconds.
    public static func airQuality(
        latitude: Double, longitude: Double, current: [OMVariable] = [], hourly: [OMVariable] = [],
        timezone: String = "auto", pastDays: Int? = nil, forecastDays: Int? = nil,
        timeFormat: OMTimeFormat = .iso8601
    ) -> Self {
        var query = OMSeriesQuery(
            places: [OMCoordinate(latitude: latitude, longitude: longitude)],
            blocks: [("current", current), ("hourly", hourly)], units: nil, timezone: timezone,
            timeFormat: timeFormat, pastDays: pastDays, forecastDays: forecastDays)
        query.defaultForecastDays = 5
        query.maximumForecastDays = 7
        return Self(api: .airQuality, query)
    }

    /// Past weather for one place from `start` to `end`, both included (`/v1/archive`), from
    /// reanalysis: data from 1940, about 5 days behind today (nearer days may be `null`).
    public static func history(
        latitude: Double, longitude: Double, from start: OMDate, to end: OMDate, hourly: [OMVariable] = [],
        daily: [OMVariable] = [], units: OMUnits = OMUnits(), timezone: String = "auto",
        timeFormat: OMTimeFormat = .iso8601
    ) -> Self {
        var query = OMSeriesQuery(
            places: [OMCoordinate(latitude: latitude, longitude: longitude)],
            blocks: [("hourly", hourly), ("daily", daily)], units: units, timezone: timezone, timeFormat: timeFormat)
        query.dates = (start, end)
        return Self(api: .archive, query)
    }
}

extension OMRequest where Response == OMWeatherList {
    /// A forecast for several places in one call (`/v1/forecast` with coordinate lists): the
    /// answer holds one ``OMWeather`` per place, in order. Each place counts towards the weight.
    public static func forecast(
        at places: [OMCoordinate], current: [OMVariable] = [], minutely15: [OMVariable] = [],
        hourly: [OMVariable] = [], daily: [OMVariable] = [], units: OMUnits = OMUnits(), timezone: String = "auto",
        pastDays: Int? = nil, forecastDays: Int? = nil, timeFormat: OMTimeFormat = .iso8601
    ) -> Self {
        let query = OMSeriesQuery(
            places: places,
            blocks: [("current", current), ("minutely_15", minutely15), ("hourly", hourly), ("daily", daily)],
            units: units, timezone: timezone, timeFormat: timeFormat, pastDays: pastDays, forecastDays: forecastDays)
        return Self(api: .forecast, query)
    }
}

extension OMRequest where Response == OMPlaceList {
    /// Places by name (`/v1/search`): a place or postal code, best match first.
    ///
    /// - Parameters:
    ///   - name: What to look for; the API matches whole words from 2 characters on, and a
    ///     postal code from 3.
    ///   - count: How many places at most, 1–100.
    ///   - language: The language of names, lower case, such as `"en"` or `"de"`.
    ///   - countryCode: An ISO 3166-1 alpha-2 code that limits the search to one country.
    public static func search(
        _ name: String, count: Int = 10, language: String = "en", countryCode: String? = nil
    ) -> Self {
        Self(api: .geocoding, weight: 1) { () throws(OMError) in
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw OMError(.invalidParameter, "The place name is empty.") }
            guard (1...100).contains(count) else {
                throw OMError(.invalidParameter, "count is \(count); a search returns 1 to 100 places.")
            }
            guard OMSeriesQuery.isToken(language, alsoAllowing: "-") else {
                throw OMError(.invalidParameter, "\"\(language)\" is not a language code.")
            }
            var items = [
                URLQueryItem(name: "name", value: trimmed), URLQueryItem(name: "count", value: String(count)),
                URLQueryItem(name: "language", value: language.lowercased()),
                URLQueryItem(name: "format", value: "json"),
            ]
            if let countryCode {
                guard countryCode.count == 2, OMSeriesQuery.isToken(countryCode, alsoAllowing: "") else {
                    throw OMError(.invalidParameter, "\"\(countryCode)\" is not an ISO 3166-1 alpha-2 country code.")
                }
                items.append(URLQueryItem(name: "countryCode", value: countryCode.uppercased()))
            }
            return items
        }
    }
}

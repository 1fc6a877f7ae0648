import APICore

extension OMWeather: Codable {
    /// The members with a property of their own; every other member goes to ``otherFields``.
    static let knownKeys: Set<String> = [
        "latitude", "longitude", "elevation", "generationtime_ms", "utc_offset_seconds", "timezone",
        "timezone_abbreviation", "location_id", "current", "current_units", "minutely_15", "minutely_15_units",
        "hourly", "hourly_units", "daily", "daily_units", "current_weather", "current_weather_units",
    ]

    /// Reads an answer; a block that does not decode is left out and listed in ``skippedItems``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OMCodingKey.self)
        var skipped: [SkippedItem] = []
        func block<T: Decodable>(_ type: T.Type, _ name: String) -> T? {
            container.decodeKeeping(T.self, forKey: OMCodingKey(name), skipped: &skipped)
        }
        latitude = try container.decode(Double.self, forKey: OMCodingKey("latitude"))
        longitude = try container.decode(Double.self, forKey: OMCodingKey("longitude"))
        elevation = try container.decodeIfPresent(Double.self, forKey: OMCodingKey("elevation"))
        generationTimeMilliseconds = try container.decodeIfPresent(
            Double.self, forKey: OMCodingKey("generationtime_ms"))
        utcOffsetSeconds = try container.decodeWholeNumberIfPresent(forKey: OMCodingKey("utc_offset_seconds"))
        timezone = try container.decodeIfPresent(String.self, forKey: OMCodingKey("timezone"))
        timezoneAbbreviation = try container.decodeIfPresent(String.self, forKey: OMCodingKey("timezone_abbreviation"))
        locationID = try container.decodeWholeNumberIfPresent(forKey: OMCodingKey("location_id"))
        current = block(OMCurrent.self, "current")
        currentUnits = block([String: String].self, "current_units")
        minutely15 = block(OMSeries.self, "minutely_15")
        minutely15Units = block([String: String].self, "minutely_15_units")
        hourly = block(OMSeries.self, "hourly")
        hourlyUnits = block([String: String].self, "hourly_units")
        daily = block(OMSeries.self, "daily")
        dailyUnits = block([String: String].self, "daily_units")
        currentWeather = block(OMCurrent.self, "current_weather")
        currentWeatherUnits = block([String: String].self, "current_weather_units")
        var otherFields: [String: OMJSONValue] = [:]
        for key in container.allKeys where !Self.knownKeys.contains(key.stringValue) {
            otherFields[key.stringValue] = try container.decode(OMJSONValue.self, forKey: key)
        }
        self.otherFields = otherFields
        self.skipped = SkippedItemLog(skipped)
    }

    /// Writes the answer with the API's member names, leaving out what is absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OMCodingKey.self)
        try container.encode(latitude, forKey: OMCodingKey("latitude"))
        try container.encode(longitude, forKey: OMCodingKey("longitude"))
        try container.encodeIfPresent(elevation, forKey: OMCodingKey("elevation"))
        try container.encodeIfPresent(generationTimeMilliseconds, forKey: OMCodingKey("generationtime_ms"))
        try container.encodeIfPresent(utcOffsetSeconds, forKey: OMCodingKey("utc_offset_seconds"))
        try container.encodeIfPresent(timezone, forKey: OMCodingKey("timezone"))
        try container.encodeIfPresent(timezoneAbbreviation, forKey: OMCodingKey("timezone_abbreviation"))
        try container.encodeIfPresent(locationID, forKey: OMCodingKey("location_id"))
        try container.encodeIfPresent(currentUnits, forKey: OMCodingKey("current_units"))
        try container.encodeIfPresent(current, forKey: OMCodingKey("current"))
        try container.encodeIfPresent(minutely15Units, forKey: OMCodingKey("minutely_15_units"))
        try container.encodeIfPresent(minutely15, forKey: OMCodingKey("minutely_15"))
        try container.encodeIfPresent(hourlyUnits, forKey: OMCodingKey("hourly_units"))
        try container.encodeIfPresent(hourly, forKey: OMCodingKey("hourly"))
        try container.encodeIfPresent(dailyUnits, forKey: OMCodingKey("daily_units"))
        try container.encodeIfPresent(daily, forKey: OMCodingKey("daily"))
        try container.encodeIfPresent(currentWeatherUnits, forKey: OMCodingKey("current_weather_units"))
        try container.encodeIfPresent(currentWeather, forKey: OMCodingKey("current_weather"))
        for (name, value) in otherFields.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: OMCodingKey(name))
        }
    }
}

extension OMWeather: JSONValueDecodable {
    /// Reads the answer straight from a scanned document, in one pass over its members.
    ///
    /// Declines anything `init(from:)` would treat otherwise (a block that does not decode, which
    /// that path leaves out and records), so both read every body alike.
    package init(json: JSONValue) throws(JSONDeclined) {
        var latitude: Double?
        var longitude: Double?
        var elevation: Double?
        var generationTime: Double?
        var utcOffset: Int?
        var timezone: String?
        var abbreviation: String?
        var locationID: Int?
        var current: OMCurrent?
        var currentWeather: OMCurrent?
        var series: [String: OMSeries] = [:]
        var units: [String: [String: String]] = [:]
        var otherFields: [String: OMJSONValue] = [:]
        var seen: Set<String> = []
        try json.forEachMember { name, value throws(JSONDeclined) in
            guard seen.insert(name).inserted else { return }
            switch name {
            case "latitude": latitude = try value.double()
            case "longitude": longitude = try value.double()
            case "elevation": elevation = try value.optionalDouble()
            case "generationtime_ms": generationTime = try value.optionalDouble()
            case "utc_offset_seconds": utcOffset = try value.optionalWholeNumber()
            case "timezone": timezone = try value.optionalString()
            case "timezone_abbreviation": abbreviation = try value.optionalString()
            case "location_id": locationID = try value.optionalWholeNumber()
            case "current": current = value.isNull ? nil : try OMCurrent(json: value)
            case "current_weather": currentWeather = value.isNull ? nil : try OMCurrent(json: value)
            case "minutely_15", "hourly", "daily": if !value.isNull { series[name] = try OMSeries(json: value) }
            case "current_units", "minutely_15_units", "hourly_units", "daily_units", "current_weather_units":
                if !value.isNull { units[name] = try value.stringTable() }
            default: otherFields[name] = try OMJSONValue(json: value)
            }
        }
        guard let latitude, let longitude else { throw JSONDeclined() }
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        generationTimeMilliseconds = generationTime
        utcOffsetSeconds = utcOffset
        self.timezone = timezone
        timezoneAbbreviation = abbreviation
        self.locationID = locationID
        self.current = current
        currentUnits = units["current_units"]
        minutely15 = series["minutely_15"]
        minutely15Units = units["minutely_15_units"]
        hourly = series["hourly"]
        hourlyUnits = units["hourly_units"]
        daily = series["daily"]
        dailyUnits = units["daily_units"]
        self.currentWeather = currentWeather
        currentWeatherUnits = units["current_weather_units"]
        self.otherFields = otherFields
        skipped = SkippedItemLog()
    }
}

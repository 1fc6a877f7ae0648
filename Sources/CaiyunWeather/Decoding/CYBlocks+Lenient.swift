import APICore

// `init(from:)` of the blocks whose lists keep their good entries: an entry that does not decode
// is left out and recorded, relative to the block. The fast path (`init(json:)`) declines any
// response with such an entry, so both paths give the same value and the same records.

extension CYHourly {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var skipped: [SkippedItem] = []
        func list<Element: Decodable>(_ key: CodingKeys) throws -> [Element] {
            try container.decodeKeepingElements(Element.self, requiredKey: key, skipped: &skipped)
        }
        responseStatus = try container.decode(String.self, forKey: .responseStatus)
        description = try container.decode(String.self, forKey: .description)
        phenomenon = try list(.phenomenon)
        temperature = try list(.temperature)
        apparentTemperature = try container.decodeKeepingElements(
            Temperature.self, forKey: .apparentTemperature, skipped: &skipped)
        precipitation = try list(.precipitation)
        cloudrate = try list(.cloudrate)
        humidity = try list(.humidity)
        pressure = try list(.pressure)
        wind = try list(.wind)
        visibility = try list(.visibility)
        dswrf = try list(.dswrf)
        airQuality = try container.decodeIfPresent(AirQuality.self, forKey: .airQuality)
        skipped += airQuality?.skippedItems.within(CodingKeys.airQuality.stringValue) ?? []
        self.skipped = SkippedItemLog(skipped)
    }
}

extension CYHourly.AirQuality {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var skipped: [SkippedItem] = []
        aqi = try container.decodeKeepingElements(CYHourly.AQI.self, requiredKey: .aqi, skipped: &skipped)
        pm25 = try container.decodeKeepingElements(CYHourly.PM25.self, requiredKey: .pm25, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }
}

extension CYDaily {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var skipped: [SkippedItem] = []
        func list<Element: Decodable>(_ key: CodingKeys) throws -> [Element] {
            try container.decodeKeepingElements(Element.self, requiredKey: key, skipped: &skipped)
        }
        func optionalList<Element: Decodable>(_ key: CodingKeys) throws -> [Element]? {
            try container.decodeKeepingElements(Element.self, forKey: key, skipped: &skipped)
        }
        responseStatus = try container.decode(String.self, forKey: .responseStatus)
        astronomy = try list(.astronomy)
        phenomenon = try list(.phenomenon)
        phenomenonDaytime = try optionalList(.phenomenonDaytime)
        phenomenonNighttime = try optionalList(.phenomenonNighttime)
        temperature = try list(.temperature)
        temperatureDaytime = try optionalList(.temperatureDaytime)
        temperatureNighttime = try optionalList(.temperatureNighttime)
        precipitation = try list(.precipitation)
        precipitationDaytime = try optionalList(.precipitationDaytime)
        precipitationNighttime = try optionalList(.precipitationNighttime)
        pressure = try list(.pressure)
        wind = try list(.wind)
        windDaytime = try optionalList(.windDaytime)
        windNighttime = try optionalList(.windNighttime)
        cloudrate = try list(.cloudrate)
        humidity = try list(.humidity)
        dswrf = try list(.dswrf)
        visibility = try list(.visibility)
        airQuality = try container.decodeIfPresent(AirQuality.self, forKey: .airQuality)
        lifeIndex = try container.decode(LifeIndex.self, forKey: .lifeIndex)
        skipped += airQuality?.skippedItems.within(CodingKeys.airQuality.stringValue) ?? []
        self.skipped = SkippedItemLog(skipped)
    }
}

extension CYDaily.AirQuality {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var skipped: [SkippedItem] = []
        aqi = try container.decodeKeepingElements(CYDaily.AQI.self, requiredKey: .aqi, skipped: &skipped)
        pm25 = try container.decodeKeepingElements(CYDaily.PM25.self, requiredKey: .pm25, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }
}

extension CYAlert {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var skipped: [SkippedItem] = []
        responseStatus = try container.decode(String.self, forKey: .responseStatus)
        content = try container.decodeKeepingElements(AlertContent.self, requiredKey: .content, skipped: &skipped)
        adcodes = try container.decodeKeepingElements(Adcode.self, forKey: .adcodes, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }
}

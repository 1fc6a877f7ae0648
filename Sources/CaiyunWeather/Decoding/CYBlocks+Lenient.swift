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
        skipped += airQuality?.skippedItems.within(CodingKeys.airQuality.stringValue) ?? []
        lifeIndex = try Self.lifeIndex(in: container, skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }

    /// The keys of `life_index`, as the API writes them.
    private enum LifeIndexKey: String, CodingKey {
        case ultraviolet, comfort, carWashing, coldRisk, dressing
    }

    /// The life indices, each series keeping its good entries (recorded as `life_index.comfort[2]`).
    private static func lifeIndex(
        in container: KeyedDecodingContainer<CodingKeys>, skipped: inout [SkippedItem]
    ) throws -> LifeIndex {
        let indices = try container.nestedContainer(keyedBy: LifeIndexKey.self, forKey: .lifeIndex)
        var inner: [SkippedItem] = []
        func series(_ key: LifeIndexKey) throws -> [IndexWithDescriptionWithDate]? {
            try indices.decodeKeepingElements(IndexWithDescriptionWithDate.self, forKey: key, skipped: &inner)
        }
        let lifeIndex = LifeIndex(
            ultraviolet: try series(.ultraviolet), comfort: try series(.comfort), carWashing: try series(.carWashing),
            coldRisk: try series(.coldRisk), dressing: try series(.dressing))
        skipped += inner.within(CodingKeys.lifeIndex.stringValue)
        return lifeIndex
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

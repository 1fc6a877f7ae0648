import APICore

extension CYDaily: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        astronomy = try object.array("astro")
        phenomenon = try object.array("skycon")
        phenomenonDaytime = try object.arrayIfPresent("skycon_08h_20h")
        phenomenonNighttime = try object.arrayIfPresent("skycon_20h_32h")
        temperature = try object.array("temperature")
        temperatureDaytime = try object.arrayIfPresent("temperature_08h_20h")
        temperatureNighttime = try object.arrayIfPresent("temperature_20h_32h")
        precipitation = try object.array("precipitation")
        precipitationDaytime = try object.arrayIfPresent("precipitation_08h_20h")
        precipitationNighttime = try object.arrayIfPresent("precipitation_20h_32h")
        pressure = try object.array("pressure")
        wind = try object.array("wind")
        windDaytime = try object.arrayIfPresent("wind_08h_20h")
        windNighttime = try object.arrayIfPresent("wind_20h_32h")
        cloudrate = try object.array("cloudrate")
        humidity = try object.array("humidity")
        dswrf = try object.array("dswrf")
        visibility = try object.array("visibility")
        airQuality = try object.decodeIfPresent("air_quality")
        lifeIndex = try object.decode("life_index")
        skipped = SkippedItemLog()
    }
}

extension CYDaily.AirQuality: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        aqi = try object.array("aqi")
        pm25 = try object.array("pm25")
        skipped = SkippedItemLog()
    }
}

extension CYDaily.Precipitation: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        date = try object.datetime("date")
        value = try CYContent.AverageAndExtremum(fields: object)
        probability = try object.wholeNumberIfPresent("probability")
    }
}

extension CYDaily.Astronomy: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        date = try object.datetime("date")
        value = AstronomyContent(sunrise: try object.decode("sunrise"), sunset: try object.decode("sunset"))
    }
}

extension CYDaily.Astronomy.AstronomyTime: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        self.init(text: try json.object().decode("time"))
    }
}

extension CYDaily.ValueWithDate: JSONValueDecodable where T: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        date = try object.datetime("date")
        value = try object.value("value")
    }
}

extension CYDaily.AverageAndExtremumWithDate: JSONValueDecodable where T: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        date = try object.datetime("date")
        value = try CYContent.AverageAndExtremum(fields: object)
    }
}

extension CYDaily.IndexWithDescriptionWithDate: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        date = try object.datetime("date")
        value = try CYContent.IndexWithDescription(fields: object)
    }
}

import APICore

extension CYHourly: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        description = try object.decode("description")
        phenomenon = try object.array("skycon")
        temperature = try object.array("temperature")
        apparentTemperature = try object.arrayIfPresent("apparent_temperature")
        precipitation = try object.array("precipitation")
        cloudrate = try object.array("cloudrate")
        humidity = try object.array("humidity")
        pressure = try object.array("pressure")
        wind = try object.array("wind")
        visibility = try object.array("visibility")
        dswrf = try object.array("dswrf")
        airQuality = try object.decodeIfPresent("air_quality")
        skipped = SkippedItemLog()
    }
}

extension CYHourly.AirQuality: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        aqi = try object.array("aqi")
        pm25 = try object.array("pm25")
        skipped = SkippedItemLog()
    }
}

extension CYHourly.Precipitation: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        datetime = try object.datetime("datetime")
        value = try object.decode("value")
        probability = try object.wholeNumberIfPresent("probability")
    }
}

extension CYHourly.ValueWithDatetime: JSONValueDecodable where T: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        datetime = try object.datetime("datetime")
        value = try object.value("value")
    }
}

extension CYHourly.ValueWithDatetimeFlat: JSONValueDecodable where T: CYFlatJSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        datetime = try object.datetime("datetime")
        value = try T(fields: object)
    }
}

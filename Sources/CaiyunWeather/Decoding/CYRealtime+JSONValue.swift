import APICore

extension CYRealtime: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        temperature = try object.decode("temperature")
        apparentTemperature = try object.decode("apparent_temperature")
        pressure = try object.decode("pressure")
        humidity = try object.decode("humidity")
        cloudrate = try object.decode("cloudrate")
        visibility = try object.decode("visibility")
        dswrf = try object.decode("dswrf")
        phenomenon = try object.decode("skycon")
        wind = try object.decode("wind")
        precipitation = try object.decode("precipitation")
        airQuality = try object.decodeIfPresent("air_quality")
        lifeIndex = try object.decode("life_index")
    }
}

extension CYRealtime.Precipitation: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        local = try object.decode("local")
        nearest = try object.decodeIfPresent("nearest")
    }
}

extension CYRealtime.PrecipitationContent: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        datasource = try object.decodeIfPresent("datasource")
        intensity = try object.decode("intensity")
        distance = try object.decodeIfPresent("distance")
    }
}

extension CYMinutely: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decodeIfPresent("status")
        datasource = try object.decode("datasource")
        description = try object.decode("description")
        probability = try object.array("probability")
        intensity = try object.array("precipitation_2h")
        oneHourIntensity = try object.arrayIfPresent("precipitation")
    }
}

extension CYAlert: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        content = try object.array("content")
        adcodes = try object.arrayIfPresent("adcodes")
        skipped = SkippedItemLog()
    }
}

extension CYAlert.Adcode: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        adcode = try object.decode("adcode")
        name = try object.decode("name")
    }
}

extension CYAlert.AlertContent: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        publishTime = try object.decode("pubtimestamp")
        id = try object.decode("alertId")
        status = try object.decode("status")
        adcode = try object.decode("adcode")
        location = try object.decode("location")
        province = try object.decode("province")
        city = try object.decode("city")
        county = try object.decode("county")
        code = AlertCode(rawValue: try object.decode("code"))
        source = try object.decode("source")
        title = try object.decode("title")
        description = try object.decode("description")
        regionId = try object.decodeIfPresent("regionId")
        latlon = try object.decodeIfPresent("latlon")
        requestStatus = try object.decodeIfPresent("request_status")
        recordId = try object.decodeIfPresent("_id")
    }
}

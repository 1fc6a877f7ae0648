import APICore
import Foundation

// The fast path of `FastJSONDecoder` for every response: each type reads exactly the fields its
// `init(from:)` reads, and declines whatever that initializer would treat specially (an error
// body, a value of the wrong type), so `init(from:)` has the last word.

extension CYAPIResponse: JSONValueDecodable where Result: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        responseStatus = try object.decode("status")
        // An error body, or one `init(from:)` must judge.
        guard responseStatus == "ok" else { throw JSONDeclined() }
        version = try object.decode("api_version")
        apiStatus = try object.decodeIfPresent("api_status")
        language = try object.decode("lang")
        unit = try object.decode("unit")
        coordinate = try object.decode("location")
        serverTime = try object.decode("server_time")
        serverTimeZone = try object.decode("tzshift")
        timezone = try object.decodeIfPresent("timezone")
        // Values deep inside (wind) describe themselves in the response's units, as in `init(from:)`.
        let body = try object.required("result")
        guard let result = CYUnit.$responseUnit.withValue(unit, operation: { try? Result(json: body) }) else {
            throw JSONDeclined()
        }
        sharedResult = SharedValue(result)
    }
}

extension CYAPIResponse.CYTimeZone: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let seconds = try json.double()
        guard seconds.magnitude <= 18 * 3600 else { throw JSONDeclined() }
        secondsFromGMT = Int(seconds.rounded())
    }
}

extension CYUnit: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        guard let unit = CYUnit(apiValue: try json.string()) else { throw JSONDeclined() }
        self = unit
    }
}

extension CYCoordinate: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        var elements = try json.array().makeIterator()
        guard let latitude = elements.next(), let longitude = elements.next() else { throw JSONDeclined() }
        self.init(latitude: try latitude.double(), longitude: try longitude.double())
    }
}

extension CYContent.Datetime1970Based: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        self.init(time: Date(timeIntervalSince1970: try json.double()))
    }
}

extension CYContent.DatetimeServerType: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        guard let timestamp = ISO8601Text.parse(bytes: try json.asciiBytes()) else { throw JSONDeclined() }
        self.init(timestamp: timestamp)
    }
}

extension CYResult: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        alert = try object.decodeIfPresent("alert")
        realtime = try object.decode("realtime")
        minutely = try object.decodeIfPresent("minutely")
        hourly = try object.decode("hourly")
        daily = try object.decode("daily")
        primary = try object.decodeIfPresent("primary")
        keypoint = try object.decodeIfPresent("forecast_keypoint")
    }
}

extension CYRealtimeResult: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        alert = try object.decodeIfPresent("alert")
        realtime = try object.decode("realtime")
        primary = try object.decodeIfPresent("primary")
    }
}

extension CYMinutelyResult: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        alert = try object.decodeIfPresent("alert")
        minutely = try object.decode("minutely")
        primary = try object.decodeIfPresent("primary")
        keypoint = try object.decodeIfPresent("forecast_keypoint")
    }
}

extension CYHourlyResult: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        alert = try object.decodeIfPresent("alert")
        hourly = try object.decode("hourly")
        primary = try object.decodeIfPresent("primary")
        keypoint = try object.decodeIfPresent("forecast_keypoint")
    }
}

extension CYDailyResult: JSONValueDecodable {
    package init(json: JSONValue) throws(JSONDeclined) {
        let object = try json.object()
        alert = try object.decodeIfPresent("alert")
        daily = try object.decode("daily")
        primary = try object.decodeIfPresent("primary")
    }
}

import APICore
import CaiyunWeather
import Foundation
import OpenMeteo
import OpenWeatherMap
import WeatherRuntime

/// A saved response body of any kind the SDK decodes, recognised by its keys and decoded in the
/// same pass: the body is scanned once, and only the matching type reads it.
enum SavedBody: Decodable {
    case caiyunWeather(CYResponse)
    case caiyunRealtime(CYRealtimeResponse)
    case caiyunMinutely(CYMinutelyResponse)
    case caiyunHourly(CYHourlyResponse)
    case caiyunDaily(CYDailyResponse)
    case currentWeather(OWMCurrentWeather)
    case forecast(OWMForecast)
    case oneCall(OWMOneCall)
    case timeline(OWMTimeline)
    case minuteTimeline(OWMMinuteTimeline)
    case dayTimeline(OWMDayTimeline)
    case airPollution(OWMAirPollution)
    case places(OWMPlaceList)
    case postalCode(OWMZipPlace)
    case alertDetail(OWMAlertDetail)
    case openMeteoWeather(OMWeather)
    case openMeteoPlaces(OMWeatherList)
    case openMeteoAirQuality(OMWeather)
    case openMeteoSearch(OMPlaceList)

    /// Decodes `data` in one pass.
    static func decode(_ data: Data) throws -> SavedBody {
        try FastJSONDecoder().decode(SavedBody.self, from: data)
    }

    /// The provider the body comes from.
    var provider: ProviderOption {
        switch self {
        case .caiyunWeather, .caiyunRealtime, .caiyunMinutely, .caiyunHourly, .caiyunDaily: .caiyun
        case .openMeteoWeather, .openMeteoPlaces, .openMeteoAirQuality, .openMeteoSearch: .openMeteo
        default: .openweathermap
        }
    }

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            let first = try? list.nestedContainer(keyedBy: AnyKey.self)
            if let first, Self.isOpenMeteo(Set(first.allKeys.map(\.stringValue))) {
                self = .openMeteoPlaces(try Self.read(OMWeatherList.self, as: .openMeteo("places"), from: decoder))
            } else {
                self = .places(try Self.read(OWMPlaceList.self, as: .places, from: decoder))
            }
            return
        }
        let container: KeyedDecodingContainer<AnyKey>
        do {
            container = try decoder.container(keyedBy: AnyKey.self)
        } catch {
            throw SavedBodyError.notAnObject
        }
        let keys = Set(container.allKeys.map(\.stringValue))
        if keys.contains("api_version") || keys.contains("result") || keys.contains("status") || keys == ["error"] {
            self = try Self.caiyun(container, keys: keys, from: decoder)
        } else if keys.contains("cod"), keys.contains("message"),
            let body = try? OWMErrorBody(from: decoder), let status = body.cod?.value, !(200..<300).contains(status)
        {
            throw SavedBodyError.openWeatherMapError(body, status: status)
        } else if let body = try Self.openMeteo(container, keys: keys, from: decoder) {
            self = body
        } else if let kind = Self.openWeatherMapKind(container, keys: keys) {
            self = try Self.openWeatherMap(kind, from: decoder)
        } else {
            throw SavedBodyError.unknownShape(keys: keys.sorted())
        }
    }

    /// A Caiyun body: an error body, or one of the five files, told apart by the blocks in `result`.
    private static func caiyun(
        _ container: KeyedDecodingContainer<AnyKey>, keys: Set<String>, from decoder: any Decoder
    ) throws -> SavedBody {
        let status = try? container.decodeIfPresent(String.self, forKey: AnyKey("status"))
        if status != "ok" && (status != nil || keys.contains("error")) {
            throw SavedBodyError.caiyunError(try CYInvalidResponse(from: decoder))
        }
        let blocks =
            (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("result")))
            .map { Set($0.allKeys.map(\.stringValue)) } ?? []
        if blocks.isSuperset(of: ["realtime", "hourly", "daily"]) {
            return .caiyunWeather(try read(CYResponse.self, as: .caiyun("weather"), from: decoder))
        } else if blocks.contains("realtime") {
            return .caiyunRealtime(try read(CYRealtimeResponse.self, as: .caiyun("realtime"), from: decoder))
        } else if blocks.contains("minutely") {
            return .caiyunMinutely(try read(CYMinutelyResponse.self, as: .caiyun("minutely"), from: decoder))
        } else if blocks.contains("hourly") {
            return .caiyunHourly(try read(CYHourlyResponse.self, as: .caiyun("hourly"), from: decoder))
        } else if blocks.contains("daily") {
            return .caiyunDaily(try read(CYDailyResponse.self, as: .caiyun("daily"), from: decoder))
        }
        throw SavedBodyError.malformed(.caiyun(nil), "its result holds no realtime, minutely, hourly or daily block")
    }

    /// Which OpenWeatherMap body has these keys, if any.
    private static func openWeatherMapKind(
        _ container: KeyedDecodingContainer<AnyKey>, keys: Set<String>
    ) -> SavedBodyKind? {
        if keys.contains("list") {
            var list = try? container.nestedUnkeyedContainer(forKey: AnyKey("list"))
            let isEmpty = list?.isAtEnd ?? false
            let first = try? list?.nestedContainer(keyedBy: AnyKey.self)
            let isAir =
                first.map { $0.contains(AnyKey("components")) }
                ?? (isEmpty && keys.contains("coord") && !keys.contains("city"))
            return isAir ? .airPollution : .forecast
        }
        if keys.contains("data") { return timelineKind(container) }
        if keys.contains("id"), keys.contains("description"), !keys.isDisjoint(with: ["event", "sender_name", "start"])
        {
            return .alertDetail
        }
        if !keys.isDisjoint(with: ["current", "minutely", "hourly", "daily", "alerts"]), keys.contains("lat") {
            return .oneCall
        }
        if keys.contains("zip"), keys.contains("lat") { return .postalCode }
        if keys.contains("main") || keys.contains("weather") { return .currentWeather }
        return nil
    }

    /// Which timeline a `data` envelope holds, told by its items: days have a `temp` object,
    /// minutes precipitation and no `temp`, moments a plain `temp`. The first of the first eight
    /// items that is one of these decides, so a damaged first item does not.
    private static func timelineKind(_ container: KeyedDecodingContainer<AnyKey>) -> SavedBodyKind {
        var items = try? container.nestedUnkeyedContainer(forKey: AnyKey("data"))
        for _ in 0..<8 {
            guard let item = try? items?.nestedContainer(keyedBy: AnyKey.self) else { break }
            if (try? item.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("temp"))) != nil { return .dayTimeline }
            if (try? item.decode(Double.self, forKey: AnyKey("temp"))) != nil { return .timeline }
            if !item.contains(AnyKey("temp")), item.contains(AnyKey("precipitation")) { return .minuteTimeline }
        }
        return .timeline
    }

    private static func openWeatherMap(_ kind: SavedBodyKind, from decoder: any Decoder) throws -> SavedBody {
        switch kind {
        case .airPollution: .airPollution(try read(OWMAirPollution.self, as: kind, from: decoder))
        case .forecast: .forecast(try read(OWMForecast.self, as: kind, from: decoder))
        case .timeline: .timeline(try read(OWMTimeline.self, as: kind, from: decoder))
        case .minuteTimeline: .minuteTimeline(try read(OWMMinuteTimeline.self, as: kind, from: decoder))
        case .dayTimeline: .dayTimeline(try read(OWMDayTimeline.self, as: kind, from: decoder))
        case .alertDetail: .alertDetail(try read(OWMAlertDetail.self, as: kind, from: decoder))
        case .oneCall: .oneCall(try read(OWMOneCall.self, as: kind, from: decoder))
        case .postalCode: .postalCode(try read(OWMZipPlace.self, as: kind, from: decoder))
        default: .currentWeather(try read(OWMCurrentWeather.self, as: .currentWeather, from: decoder))
        }
    }

    /// Decodes `type` from `decoder`, naming the kind of body when it does not fit.
    static func read<T: Decodable>(
        _ type: T.Type, as kind: SavedBodyKind, from decoder: any Decoder
    ) throws -> T {
        do {
            return try T(from: decoder)
        } catch let failure as CYInvalidResponse {
            throw SavedBodyError.caiyunError(failure)
        } catch {
            throw SavedBodyError.malformed(kind, BodyProblem.describe(error))
        }
    }
}

/// The kinds of body `weather show` knows, named for people.
enum SavedBodyKind: Sendable, Equatable {
    case caiyun(String?)
    case currentWeather, forecast, oneCall, timeline, minuteTimeline, dayTimeline, airPollution, places, postalCode
    case alertDetail
    case openMeteo(String)

    /// "a Caiyun hourly response", "a One Call response" …
    var name: String {
        switch self {
        case .caiyun(let file?): "a Caiyun \(file) response"
        case .caiyun(nil): "a Caiyun response"
        case .currentWeather: "an OpenWeatherMap current weather response"
        case .forecast: "an OpenWeatherMap 5-day forecast"
        case .oneCall: "an OpenWeatherMap One Call response"
        case .timeline: "an OpenWeatherMap One Call timeline (time machine or 4.0)"
        case .minuteTimeline: "an OpenWeatherMap One Call 4.0 1-minute timeline"
        case .dayTimeline: "an OpenWeatherMap One Call 4.0 1-day timeline"
        case .airPollution: "an OpenWeatherMap air pollution response"
        case .places: "an OpenWeatherMap geocoding result"
        case .postalCode: "an OpenWeatherMap postal code lookup"
        case .alertDetail: "an OpenWeatherMap One Call 4.0 alert"
        case .openMeteo(let kind): "an Open-Meteo \(kind) answer"
        }
    }
}

/// Why a saved body cannot be shown.
enum SavedBodyError: Error {
    /// The body is JSON but neither an object nor an array.
    case notAnObject
    /// A Caiyun error body.
    case caiyunError(CYInvalidResponse)
    /// An OpenWeatherMap error body, with its status.
    case openWeatherMapError(OWMErrorBody, status: Int)
    /// An Open-Meteo error body, with its reason.
    case openMeteoError(reason: String)
    /// A body of a known kind that does not decode as that kind.
    case malformed(SavedBodyKind, String)
    /// An object whose keys match no response the SDK decodes.
    case unknownShape(keys: [String])
}

/// Any string key.
struct AnyKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

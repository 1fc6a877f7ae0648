import APICore
import Foundation
import OpenMeteo

extension SavedBody {
    /// Whether an object with these keys is an Open-Meteo answer: its header fields
    /// (`generationtime_ms`, `utc_offset_seconds`), a place search, or its error body.
    static func isOpenMeteo(_ keys: Set<String>) -> Bool {
        keys.contains("generationtime_ms") || keys.contains("utc_offset_seconds")
            || keys == ["error", "reason"] || (keys.contains("results") && !keys.contains("cod"))
    }

    /// The variables of the air-quality API, by which its answers are told from forecasts.
    static let airQualityVariables: Set<String> = [
        "pm2_5", "pm10", "european_aqi", "us_aqi", "ozone", "carbon_monoxide", "nitrogen_dioxide", "sulphur_dioxide",
        "carbon_dioxide", "ammonia", "dust", "aerosol_optical_depth", "methane", "alder_pollen", "birch_pollen",
        "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen",
    ]

    /// An Open-Meteo body of an object's keys, `nil` when it is not one.
    ///
    /// - Throws: `SavedBodyError.openMeteoError` for the API's error body.
    static func openMeteo(
        _ container: KeyedDecodingContainer<AnyKey>, keys: Set<String>, from decoder: any Decoder
    ) throws -> SavedBody? {
        guard isOpenMeteo(keys) else { return nil }
        if keys.contains("error") || keys.contains("reason") {
            let body = try read(OMErrorBody.self, as: .openMeteo("error"), from: decoder)
            throw SavedBodyError.openMeteoError(reason: body.reason ?? "no reason given")
        }
        if keys.contains("results") || keys == ["generationtime_ms"] {
            return .openMeteoSearch(try read(OMPlaceList.self, as: .openMeteo("place search"), from: decoder))
        }
        let weather = try read(OMWeather.self, as: .openMeteo("forecast"), from: decoder)
        let names = [weather.current?.values.keys.map { $0 }, weather.hourly?.columns.keys.map { $0 }]
            .compactMap { $0 }.joined()
        return airQualityVariables.isDisjoint(with: names) ? .openMeteoWeather(weather) : .openMeteoAirQuality(weather)
    }
}

import Foundation
import OpenWeatherMap
import TestSupport
import Testing

@Suite("Recorded OpenWeatherMap responses decode with their values and re-encode losslessly")
struct OWMFixtureTests {
    private func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: FixtureFiles.data(name, provider: "openweathermap"))
    }

    private func roundTrips<T: Codable & Equatable>(_ type: T.Type, _ name: String) throws {
        let data = try FixtureFiles.data(name, provider: "openweathermap")
        let value = try JSONDecoder().decode(T.self, from: data)
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(T.self, from: encoded) == value)
        let differences = try JSONTree.parse(data).differences(from: JSONTree.parse(encoded))
        #expect(differences.isEmpty, "\(name): \(differences.prefix(5))")
    }

    @Test("current weather by city name, standard units, raining")
    func londonRain() throws {
        let weather = try decode(OWMCurrentWeather.self, "current_q_london_rain_standard")
        #expect(weather.coordinate == OWMCoordinate(latitude: 51.51, longitude: -0.13))
        #expect(weather.conditions.map(\.id) == [500])
        #expect(weather.conditions[0].isDaytime == false)
        #expect(weather.main.temperature == 282.57)
        #expect(weather.main.feelsLike == 277.73)
        #expect(weather.main.seaLevel == nil)
        #expect(weather.wind?.degrees == 70)
        #expect(weather.rain?.oneHour == 0.51)
        #expect(weather.sys?.country == "GB")
        #expect(weather.timezone == 3600)
        #expect(weather.name == "London")
        #expect(weather.cod == .number(200))
        #expect(weather.date == Date(timeIntervalSince1970: 1_588_044_368))
    }

    @Test("no wind direction, US visibility and a negative offset")
    func newYork() throws {
        let weather = try decode(OWMCurrentWeather.self, "current_q_newyork_state_country_no_wind_deg")
        #expect(weather.wind?.speed == 2.1)
        #expect(weather.wind?.degrees == nil)
        #expect(weather.visibility == 16_093)
        #expect(weather.timezone == -14_400)
        #expect(weather.conditions[0].code.group == .clouds)
    }

    @Test("localised French, metric, integers where floats are usual")
    func moscow() throws {
        let weather = try decode(OWMCurrentWeather.self, "current_id_fr_metric_showers")
        #expect(weather.name == "Moscou")
        #expect(weather.conditions[0].description == "petites averses")
        #expect(weather.conditions[0].id == 520)
        #expect(weather.main.temperatureMin == 13)
        #expect(weather.wind?.speed == 9)
    }

    @Test("the 2026 shape with gusts, sea and ground level, sys.type 2")
    func manila() throws {
        let weather = try decode(OWMCurrentWeather.self, "current_latlon_rain_metric_2026")
        #expect(weather.main.seaLevel == 1007)
        #expect(weather.main.groundLevel == 1010)
        #expect(weather.wind?.gust == 2.31)
        #expect(weather.rain?.oneHour == 2.47)
        #expect(weather.sys?.type == 2)
        #expect(weather.name == "Quiapo District")
    }

    @Test("the 2013 legacy shape without feels_like, timezone or visibility")
    func legacy() throws {
        let weather = try decode(OWMCurrentWeather.self, "current_legacy_2013_london_pyowm")
        #expect(weather.main.feelsLike == nil)
        #expect(weather.timezone == nil)
        #expect(weather.visibility == nil)
        #expect(weather.base == "gdps stations")
        #expect(weather.wind?.gust == 2.57)
    }

    @Test("the 5-day forecast: a string cod, 40 steps, rain in 9")
    func forecast() throws {
        let forecast = try decode(OWMForecast.self, "forecast5_london_standard")
        #expect(forecast.cod == .text("200"))
        #expect(forecast.cod?.value == 200)
        #expect(forecast.count == 40)
        #expect(forecast.list.count == 40)
        #expect(forecast.list.filter { $0.rain?.threeHours != nil }.count == 9)
        #expect(forecast.list[0].precipitationChance == 0)
        #expect(forecast.list[0].timeText == "2025-03-20 21:00:00")
        #expect(forecast.list[0].main.temperatureKF == 2.25)
        #expect(forecast.city?.name == "London")
        #expect(forecast.city?.population == 1_000_000)
    }

    @Test("One Call with every block and one alert")
    func oneCall() throws {
        let oneCall = try decode(OWMOneCall.self, "onecall25_phoenix_full_with_alerts_2023")
        #expect(oneCall.timezone == "America/Phoenix")
        #expect(oneCall.current?.windGust == nil)
        #expect(oneCall.current?.uvIndex == 0.4)
        #expect(oneCall.minutely?.count == 60)
        #expect(oneCall.hourly?.count == 48)
        #expect(oneCall.daily?.count == 8)
        #expect(oneCall.daily?.compactMap(\.rain).count == 3)
        #expect(oneCall.daily?[0].temperature.max == 289.2)
        #expect(oneCall.daily?[0].summary == nil)
        #expect(oneCall.alerts?.count == 1)
        #expect(oneCall.alerts?[0].event == "Air Quality Alert")
        #expect(oneCall.alerts?[0].tags == ["Air quality"])
    }

    @Test("the time-machine and One Call 4.0 envelopes")
    func timelines() throws {
        let past = try decode(OWMTimeline.self, "onecall3_timemachine")
        #expect(past.timezoneOffset == -18_000)
        #expect(past.data.count == 1)
        #expect(past.data[0].uvIndex == nil)
        #expect(past.data[0].conditions[0].id == 801)
        let current = try decode(OWMTimeline.self, "onecall4_current_rain_2026")
        #expect(current.timezone == "Asia/Manila")
        #expect(current.data[0].rain?.oneHour == 0.13)
    }

    @Test("geocoding: direct with many local names, reverse with few")
    func geocoding() throws {
        let direct = try decode([OWMPlace].self, "geocoding_direct_london_gb")
        #expect(direct.count == 1)
        #expect(direct[0].state == "England")
        #expect((direct[0].localNames?.count ?? 0) > 100)
        #expect(direct[0].localNames?["ascii"] == "London")
        #expect(direct[0].name(in: "zh") == direct[0].localNames?["zh"])
        let reverse = try decode([OWMPlace].self, "geocoding_reverse_westminster")
        #expect(reverse[0].name == "City of Westminster")
        #expect(reverse[0].name(in: "cy") == "San Steffan")
    }

    @Test("air pollution")
    func airPollution() throws {
        let air = try decode(OWMAirPollution.self, "air_pollution_current_london_pyowm")
        #expect(air.list[0].main.aqi == 1)
        #expect(air.list[0].components.pm2_5 == 3.15)
        #expect(air.list[0].components.nh3 == 0.74)
    }

    @Test("error bodies with number and string codes")
    func errorBodies() throws {
        #expect(try decode(OWMErrorBody.self, "error_401_invalid_api_key").cod == .number(401))
        #expect(try decode(OWMErrorBody.self, "error_404_city_not_found").cod == .text("404"))
        #expect(
            try decode(OWMErrorBody.self, "error_429_rate_limited").message?.hasPrefix(
                "Your account is temporary blocked") == true)
        #expect(try decode(OWMErrorBody.self, "error_400_geocoding_wrong_latitude").message == "wrong latitude")
    }

    @Test("every success fixture re-encodes with the API's keys, losing nothing")
    func roundTrip() throws {
        for name in [
            "current_q_london_rain_standard", "current_q_newyork_state_country_no_wind_deg",
            "current_id_fr_metric_showers",
            "current_latlon_rain_metric_2026", "current_legacy_2013_london_pyowm",
        ] {
            try roundTrips(OWMCurrentWeather.self, name)
        }
        try roundTrips(OWMForecast.self, "forecast5_london_standard")
        try roundTrips(OWMOneCall.self, "onecall25_phoenix_full_with_alerts_2023")
        try roundTrips(OWMTimeline.self, "onecall3_timemachine")
        try roundTrips(OWMTimeline.self, "onecall4_current_rain_2026")
        try roundTrips(OWMMinuteTimeline.self, "onecall4_timeline_1min_precipitation_alerts_2026")
        try roundTrips(OWMDayTimeline.self, "onecall4_timeline_1day_rain_2026")
        try roundTrips([OWMPlace].self, "geocoding_direct_london_gb")
        try roundTrips([OWMPlace].self, "geocoding_reverse_westminster")
        try roundTrips(OWMAirPollution.self, "air_pollution_current_london_pyowm")
        try roundTrips(OWMAlertDetail.self, "onecall4_alert_synthetic_multilingual")
    }

    @Test("every fixture is covered above")
    func coverage() throws {
        #expect(try FixtureFiles.names("openweathermap").count == 19)
    }
}

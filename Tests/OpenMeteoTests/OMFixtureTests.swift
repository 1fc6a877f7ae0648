import APICore
import Foundation
import OpenMeteo
import TestSupport
import Testing

@Suite("Recorded Open-Meteo answers decode with their values and re-encode losslessly")
struct OMFixtureTests {
    private func weather(_ name: String) throws -> OMWeather { try OMWeather.decode(OMFixtures.data(name)) }

    @Test("every fixture is one of the kinds tested here")
    func coverage() throws {
        let names = try OMFixtures.names()
        #expect(names.count == 34)
        let kinds =
            try OMFixtures.weatherNames().count + OMFixtures.geocodingNames().count
            + OMFixtures.errorNames().count + 1
        #expect(kinds == names.count)
    }

    @Test("every weather, air-quality and history answer decodes, with nothing left out")
    func everyWeatherAnswerDecodes() throws {
        for name in try OMFixtures.weatherNames() {
            let weather = try weather(name)
            #expect(weather.skippedItems.isEmpty, "\(name): \(weather.skippedItems)")
            #expect(weather.utcOffsetSeconds != nil && weather.timezone != nil, "\(name)")
            for series in [weather.minutely15, weather.hourly, weather.daily].compactMap(\.self) {
                #expect(series.columns.values.allSatisfy { $0.count == series.count }, "\(name)")
            }
        }
    }

    @Test("every answer re-encodes with the API's keys, leaf for leaf")
    func roundTrip() throws {
        for name in try OMFixtures.weatherNames() {
            let data = try OMFixtures.data(name)
            let value = try OMWeather.decode(data)
            let differences = try OMFixtures.differences(value, from: data)
            #expect(differences.isEmpty, "\(name): \(differences.prefix(5))")
            #expect(try OMWeather.decode(JSONEncoder().encode(value)) == value, "\(name)")
        }
        for name in try OMFixtures.geocodingNames() {
            let data = try OMFixtures.data(name)
            let differences = try OMFixtures.differences(try OMPlaceList.decode(data), from: data)
            #expect(differences.isEmpty, "\(name): \(differences.prefix(5))")
        }
        for name in try OMFixtures.errorNames() {
            let data = try OMFixtures.data(name)
            let differences = try OMFixtures.differences(
                try JSONDecoder().decode(OMErrorBody.self, from: data), from: data)
            #expect(differences.isEmpty, "\(name): \(differences.prefix(5))")
        }
        let multi = try OMFixtures.data("forecast_multi_location_daily_idx29200309067")
        #expect(try OMFixtures.differences(try OMWeatherList.decode(multi), from: multi).isEmpty)
    }

    @Test("the fast decoder and Foundation's JSONDecoder read every answer alike")
    func fastAndSlowPathsAgree() throws {
        for name in try OMFixtures.weatherNames() {
            let data = try OMFixtures.data(name)
            let fast = try FastJSONDecoder().decode(OMWeather.self, from: data)
            let slow = try FastJSONDecoder(readsDirectly: false).decode(OMWeather.self, from: data)
            let foundation = try JSONDecoder().decode(OMWeather.self, from: data)
            #expect(fast == slow, "\(name)")
            #expect(fast == foundation, "\(name)")
        }
        let multi = try OMFixtures.data("forecast_multi_location_daily_idx29200309067")
        #expect(
            try FastJSONDecoder().decode(OMWeatherList.self, from: multi)
                == JSONDecoder().decode(OMWeatherList.self, from: multi))
    }

    @Test("every error fixture is a typed invalid request carrying the API's reason")
    func errorFixtures() throws {
        for name in try OMFixtures.errorNames() {
            let data = try OMFixtures.data(name)
            let reason = try #require(try JSONDecoder().decode(OMErrorBody.self, from: data).reason)
            for decode in [{ _ = try OMWeather.decode(data) }, { _ = try OMPlaceList.decode(data) }] {
                do {
                    try decode()
                    Issue.record("\(name) decoded")
                } catch let error as OMError {
                    #expect(error.code == .invalidRequest, "\(name)")
                    #expect(error.apiMessage == reason)
                    #expect(error.message.contains(reason))
                }
            }
        }
    }

    @Test("a Fahrenheit, mp/h answer keeps its units as the API writes them, 0.00 as zero")
    func fahrenheitMilesPerHour() throws {
        let weather = try weather("forecast_current_fahrenheit_mph_idx16119315040")
        let current = try #require(weather.current)
        #expect(current.time == .local("2025-07-29T00:00"))
        #expect(current.interval == 900)
        #expect(current[.temperature2m] == 90.5)
        #expect(current[.precipitation] == 0)
        #expect(current.isDay == true)
        #expect(current.weatherCode == .clearSky)
        #expect(weather.unit(of: .windSpeed10m, in: .current) == "mp/h")
        #expect(weather.unit(of: .isDay, in: .current) == "")
        #expect(weather.unit(of: .snowfall, in: .current) == "cm")
        #expect(OMUnits.dimension(of: "mp/h") == UnitSpeed.milesPerHour)
        #expect(OMUnits.dimension(of: "") == nil)
    }

    @Test("the São Paulo hourly answer: time zone -03, the grid cell's own position")
    func saoPaulo() throws {
        let weather = try weather("forecast_hourly_saopaulo_tpisel-openmeteo")
        #expect(weather.timezoneAbbreviation == "-03")
        #expect(weather.utcOffsetSeconds == -10_800)
        #expect(weather.latitude == -15.75 && weather.longitude == -48.0)
        #expect(weather.elevation == 1134)
        let hourly = try #require(weather.hourly)
        #expect(hourly.count == 168)
        #expect(hourly.values(.temperature2m).prefix(3) == [23.1, 22.4, 21.5])
        #expect(hourly.time[1] == .local("2023-10-25T01:00"))
        // 01:00 at UTC-3 is 04:00 UTC.
        #expect(weather.date(of: hourly.time[1]) == Date(timeIntervalSince1970: 1_698_206_400))
        #expect(weather.timeZone?.secondsFromGMT() == TimeZone(identifier: "America/Sao_Paulo")?.secondsFromGMT())
    }

    @Test("an all-null daily series over the open ocean is all nil, never zero")
    func allNull() throws {
        let weather = try weather("forecast_daily_all_null_ocean_tpisel-openmeteo")
        let daily = try #require(weather.daily)
        #expect(daily.count == 11)
        #expect(daily.values(.temperature2mMax) == Array(repeating: nil, count: 11))
        #expect(daily[.temperature2mMax] == .numbers(Array(repeating: nil, count: 11)))
        #expect(daily.steps.allSatisfy { $0[.temperature2mMax] == nil })
        #expect(weather.timezone == "Etc/GMT+9")
        #expect(weather.timezoneAbbreviation == "-09")
        #expect(weather.elevation == 0)
        #expect(daily.time.first?.isDate == true)
        #expect(weather.date(of: daily.time[0]) == Date(timeIntervalSince1970: 1_672_304_400))
    }

    @Test("several places decode as a list; location_id is missing on the first")
    func multiLocation() throws {
        let list = try OMWeatherList.decode(OMFixtures.data("forecast_multi_location_daily_idx29200309067"))
        #expect(list.count == 2)
        #expect(list.map(\.locationID) == [nil, 1])
        #expect(list.map(\.locationIndex) == [0, 1])
        #expect(list.map(\.elevation) == [825, 1037])
        #expect(list[1].daily?.values(.temperature2mMin) == [0.2])
        #expect(throws: OMError.self) {
            try OMWeather.decode(OMFixtures.data("forecast_multi_location_daily_idx29200309067"))
        }
        let single = try OMWeatherList.decode(OMFixtures.data("forecast_hourly_saopaulo_tpisel-openmeteo"))
        #expect(single.count == 1)
    }

    @Test("unixtime answers: times and sunrise as Unix seconds; 15-minute values before hourly")
    func unixTime() throws {
        let weather = try weather("forecast_current_minutely15_hourly_daily_unixtime_bergen_vybo-reflbo")
        #expect(weather.current?.time == .unix(1_790_895_600))
        #expect(weather.current?.weatherCode == .lightDrizzle)
        let minutes = try #require(weather.minutely15)
        #expect(minutes.count == 96)
        #expect(minutes.values(.precipitation).prefix(2) == [0.1, 0])
        #expect(weather.hourly?.weatherCodes().prefix(3) == [.denseDrizzle, .lightDrizzle, .overcast])
        let daily = try #require(weather.daily)
        #expect(daily.times(.sunrise).first == .unix(1_790_920_006))
        #expect(weather.date(of: daily.time[0]) == Date(timeIntervalSince1970: 1_790_892_000))
        #expect(weather.unit(of: .sunrise, in: .daily) == "unixtime")
    }

    @Test("daily sunrise and sunset are local times, even on the day before")
    func sunrisePreviousDay() throws {
        let weather = try weather("forecast_daily_one_day_sunrise_previous_day_yakutia_newyork_tz_idx1479654292")
        let daily = try #require(weather.daily)
        #expect(daily.time == [.local("2024-04-12")])
        #expect(daily.times(.sunrise) == [.local("2024-04-11T15:10")])
        #expect(daily.steps[0].text(.sunset) == "2024-04-12T05:55")
        #expect(daily.steps[0].weatherCode == .moderateSnowfall)
        #expect(daily.values(.snowfallSum) == [0.661])
        #expect(weather.unit(of: .precipitationHours, in: .daily) == "h")
    }

    @Test("the legacy current_weather block keeps its own names")
    func legacyCurrentWeather() throws {
        let weather = try weather("forecast_current_weather_fahrenheit_mph_tpisel-openmeteo")
        #expect(weather.current == nil)
        let legacy = try #require(weather.currentWeather)
        #expect(legacy["temperature"] == 84.1)
        #expect(legacy.weatherCode == .mainlyClear)
        #expect(legacy.isDay == false)
        #expect(weather.unit(of: "windspeed", in: .currentWeather) == "mp/h")
    }

    @Test("air quality: US AQI now, the European index and pollen by the hour, no elevation")
    func airQuality() throws {
        let delhi = try weather("airquality_current_us_aqi_interval900_delhi_idx23392158296")
        #expect(delhi.current?[.usAQI] == 160)
        #expect(delhi.current?[.pm2_5] == 46.6)
        #expect(delhi.unit(of: .usAQI, in: .current) == "USAQI")
        let brno = try weather("airquality_hourly_eaqi_uv_pollen_brno_vybo-reflbo")
        #expect(brno.hourly?.values(.europeanAQI).prefix(3) == [28, 27, 29])
        #expect(brno.hourly?.values("grass_pollen").first == 0.6)
        #expect(brno.unit(of: .uvIndex, in: .hourly) == "")
        let bucharest = try weather("airquality_hourly_no_elevation_eest_bucharest_idx365410775")
        #expect(bucharest.elevation == nil)
        #expect(bucharest.timezoneAbbreviation == "EEST")
        #expect(bucharest.hourly?.count == 120)
    }

    @Test("history: the archive's daily and hourly blocks")
    func archive() throws {
        let daily = try weather("archive_daily_brasilia_tpisel-openmeteo")
        #expect(daily.daily?.values(.temperature2mMax).first == 26.4)
        #expect(daily.latitude == -15.799995)
        let hourly = try weather("archive_hourly_brasilia_tpisel-openmeteo")
        #expect(hourly.hourly?.count == 24)
        #expect(hourly.daily?.count == 1)
    }

    @Test("geocoding: admin levels left out, non-ASCII names, several results, and none")
    func geocoding() throws {
        let berlin = try OMPlaceList.decode(OMFixtures.data("geocoding_search_berlin_tpisel-openmeteo"))
        let place = try #require(berlin.first)
        #expect(place.id == 2_950_159)
        #expect(place.admin1 == "Land Berlin" && place.admin2 == nil && place.admin3 == "Berlin, Stadt")
        #expect(place.postcodes == ["10967", "13347"])
        #expect(place.featureCode == "PPLC")
        #expect(place.coordinate == OMCoordinate(latitude: 52.52437, longitude: 13.41053))
        let brasilia = try OMPlaceList.decode(OMFixtures.data("geocoding_search_brasilia_tpisel-openmeteo"))
        #expect(brasilia.first?.name == "Brasília")
        #expect(brasilia.first?.postcodes == nil)
        let paris = try OMPlaceList.decode(OMFixtures.data("geocoding_search_paris_multi_tpisel-openmeteo"))
        #expect(paris.map(\.countryCode) == ["FR", "US"])
        let none = try OMPlaceList.decode(OMFixtures.data("geocoding_search_empty_tpisel-openmeteo"))
        #expect(none.isEmpty)
        #expect(none.generationTimeMilliseconds == 0.15509129)
    }
}

import CaiyunWeather
import Foundation
import NeutralWeather
import OpenMeteo
import TestSupport
import Testing

/// Values the atmosphere does not allow become "not available" in the neutral model, each named in
/// `implausibleValues`; the rest of the answer is kept.
@Suite("plausible ranges in the neutral model")
struct PlausibilityTests {
    static let full = "v2.6_weather_zh_CN_metric_alert-empty_caiyunapp-python-sdk"

    private func caiyun(_ change: (inout JSONObject) -> Void = { _ in }) throws -> Weather {
        let data = try FixtureFiles.modified(Self.full, provider: "caiyun", change)
        return CaiyunAdapter.weather(from: try CYResponse.decode(data), language: .english)
    }

    @Test("the recorded answer has nothing to set aside; the same answer checked again finds nothing more")
    func recorded() throws {
        let weather = try caiyun()
        #expect(weather.implausibleValues.isEmpty)
        #expect(weather.current?.temperature?.value == 18.2)
        #expect(weather.checkedForPlausibility() == weather)
    }

    @Test("each impossible value is nil and named; its neighbours are kept")
    func setAside() throws {
        let weather = try caiyun { json in
            json[path: "result", "realtime", "temperature"] = 1e308
            json[path: "result", "realtime", "humidity"] = 5.0
            json[path: "result", "realtime", "wind", "speed"] = -40.0
            json[path: "result", "daily", "temperature", "0", "max"] = 70.5
            json[path: "result", "hourly", "humidity", "0", "value"] = -0.3
        }
        let current = try #require(weather.current)
        #expect(current.temperature == nil && current.humidity == nil && current.wind == nil)
        #expect(current.apparentTemperature != nil && current.pressure != nil && current.visibility != nil)
        #expect(weather.dailyForecast.first?.highTemperature == nil)
        #expect(weather.dailyForecast.first?.lowTemperature?.value == 12)
        #expect(weather.hourlyForecast.first?.humidity == nil)
        #expect(weather.hourlyForecast.first?.temperature != nil)
        #expect(
            weather.implausibleValues.map(\.description) == [
                "current.temperature 1e+308 °C is outside -100…70 °C",
                "current.humidity 500% is outside 0…100%",
                "current.wind.speed -40 km/h is outside 0…150 m/s",
                "hourly[0].humidity -30% is outside 0…100%",
                "daily[0].high 70.5 °C is outside -100…70 °C",
            ])
        #expect(weather.checkedForPlausibility().implausibleValues.count == 5, "checking again adds nothing")
    }

    @Test("the bounds are inside the range; directions are taken modulo 360")
    func bounds() throws {
        let weather = try caiyun { json in
            json[path: "result", "realtime", "temperature"] = 70.0
            json[path: "result", "realtime", "humidity"] = 1.0
            json[path: "result", "realtime", "wind", "direction"] = 370.0
            json[path: "result", "hourly", "wind", "0", "direction"] = -90.0
        }
        #expect(weather.implausibleValues.isEmpty)
        #expect(weather.current?.temperature?.value == 70)
        #expect(weather.current?.humidity == 1)
        #expect(weather.current?.wind?.direction?.value == 10)
        #expect(weather.hourlyForecast.first?.wind?.direction?.value == 270)
    }

    @Test("a direction no compass has is set aside, not turned into one")
    func direction() throws {
        let weather = try caiyun { json in json[path: "result", "realtime", "wind", "direction"] = 1e20 }
        #expect(weather.current?.wind?.direction == nil)
        #expect(weather.current?.wind?.speed != nil)
        #expect(weather.implausibleValues.map(\.description) == ["current.wind.direction 1e+20° is outside -360…720°"])
    }

    @Test("notes belong to their part: a view of the days reports none about the conditions now")
    func notesByPart() throws {
        let weather = try caiyun { json in
            json[path: "result", "realtime", "temperature"] = 1e308
            json[path: "result", "daily", "temperature", "1", "min"] = -1e20
        }
        #expect(weather.implausibleValues(in: [.daily]).map(\.path) == ["daily[1].low"])
        #expect(weather.implausibleValues(in: [.current, .hourly]).map(\.path) == ["current.temperature"])
        #expect(weather.implausibleValues(in: .all).count == 2)
    }

    @Test(
        "Open-Meteo: a null temperature leaves the rest of the conditions and the day; an hour with nothing else goes")
    func openMeteoNullTemperature() throws {
        let name = "forecast_current_hourly_daily_penza_idx38771518322"
        let data = try FixtureFiles.modified(name, provider: "open-meteo") { json in
            json[path: "current", "temperature_2m"] = NSNull()
            json[path: "hourly", "temperature_2m", "0"] = NSNull()
            json[path: "daily", "temperature_2m_max", "0"] = NSNull()
        }
        let forecast = try JSONDecoder().decode(OMWeather.self, from: data)
        let original = try JSONDecoder().decode(
            OMWeather.self, from: try FixtureFiles.data(name, provider: "open-meteo"))
        let location = WeatherLocation(latitude: 53.2, longitude: 45)
        let now = Date(timeIntervalSince1970: 0)
        let weather = OpenMeteoAdapter.weather(forecast: forecast, location: location, now: now)
        let before = OpenMeteoAdapter.weather(forecast: original, location: location, now: now)
        #expect(weather.current != nil && weather.current?.temperature == nil)
        #expect(weather.current?.apparentTemperature == before.current?.apparentTemperature)
        // This answer's hours hold a temperature and nothing else: without it the first hour has
        // nothing to show, and is left out.
        #expect(weather.hourlyForecast.count == before.hourlyForecast.count - 1)
        #expect(weather.dailyForecast.count == before.dailyForecast.count)
        #expect(
            weather.dailyForecast.first?.highTemperature == nil && weather.dailyForecast.first?.lowTemperature != nil)
        #expect(weather.implausibleValues.isEmpty, "a null is missing, not impossible")
    }

    @Test("a minute forecast with an impossible rate is left out and said not provided")
    func minutes() throws {
        let weather = try caiyun { json in json[path: "result", "minutely", "precipitation_2h", "3"] = -1.0 }
        #expect(weather.minuteForecast == nil)
        #expect(weather.minuteForecastAvailability == .notProvided)
        #expect(
            weather.implausibleValues.map(\.description) == [
                "minutely[3].precipitationIntensity -1 radar is outside 0…2000 mm/h"
            ])
        #expect(weather.current != nil && !weather.hourlyForecast.isEmpty)
    }

    @Test("an index outside its scale is set aside, and its scale stays offered, so it shows as not available")
    func airQuality() throws {
        let weather = try caiyun { json in json[path: "result", "realtime", "air_quality", "aqi", "chn"] = 99999 }
        #expect(weather.current?.airQuality(on: .chinaHJ633) == nil)
        #expect(weather.current?.airQuality(on: .usEPA) != nil)
        #expect(weather.offers(.airQuality(.chinaHJ633)))
        #expect(weather.implausibleValues.first?.description == "current.airQuality.china_hj633 99999 is outside 0…500")
    }

    @Test("what each provider gives: Caiyun its realtime fields, Open-Meteo what its answer was asked for")
    func offered() throws {
        let caiyun = try caiyun()
        #expect(caiyun.offers(.visibility) && caiyun.offers(.airQuality(.usEPA)))
        #expect(!caiyun.offers(.airQuality(.european)))

        let data = try FixtureFiles.data("forecast_current_15min_berlin_idx36170389411", provider: "open-meteo")
        let forecast = try JSONDecoder().decode(OMWeather.self, from: data)
        let openMeteo = OpenMeteoAdapter.weather(
            forecast: forecast, location: WeatherLocation(latitude: 52.52, longitude: 13.41), now: Date())
        let asked = Set(forecast.current?.values.keys.map { $0 } ?? [])
        #expect(openMeteo.offers(.temperature) == asked.contains("temperature_2m"))
        #expect(openMeteo.offers(.humidity) == asked.contains("relative_humidity_2m"))
        #expect(!openMeteo.offers(.visibility) && !openMeteo.offers(.airQuality(.chinaHJ633)))
    }

    @Test("figures: nothing for a value that is not finite or too large; no -0; at most the digits asked")
    func figures() {
        #expect(FigureText.string(.infinity) == nil)
        #expect(FigureText.string(-.infinity) == nil)
        #expect(FigureText.string(.nan) == nil)
        #expect(FigureText.string(1e308) == nil)
        #expect(FigureText.string(1.2e12) == nil)
        #expect(FigureText.string(9_223_372_036_854_775_808) == nil)
        #expect(FigureText.string(-0.2) == "0")
        #expect(FigureText.string(21.46, digits: 1) == "21.5")
        #expect(FigureText.string(116.4074, digits: 4) == "116.4074")
        #expect(FigureText.string(3.10, digits: 2) == "3.1")
        #expect(FigureText.percent(0.645) == "65%")
        #expect(FigureText.percent(.nan) == nil)
    }
}

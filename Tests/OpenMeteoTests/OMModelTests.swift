import Foundation
import OpenMeteo
import Testing

@Suite("Open-Meteo's small types: weather codes, times, days, units")
struct OMModelTests {
    @Test("every documented WMO code has its meaning; others are kept, unknown")
    func weatherCodes() throws {
        #expect(
            OMWeatherCode.allKnown.map(\.rawValue) == [
                0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96,
                99,
            ])
        #expect(OMWeatherCode.thunderstormWithHeavyHail.description == "thunderstorm with heavy hail")
        #expect(OMWeatherCode.depositingRimeFog.meaning == "depositing rime fog")
        let odd = OMWeatherCode(rawValue: 42)
        #expect(!odd.isKnown && odd.meaning == nil && odd.description == "weather code 42")
        #expect(OMWeatherCode(value: 61.0) == .slightRain)
        #expect(OMWeatherCode(value: 61.5) == nil)
        #expect(
            try JSONDecoder().decode([OMWeatherCode].self, from: Data("[3, 95.0]".utf8)) == [.overcast, .thunderstorm])
    }

    @Test("local times read at an offset or in a zone; Unix seconds as they are")
    func times() throws {
        let hour = OMTime.local("2024-11-23T18:15")
        #expect(hour.date(utcOffsetSeconds: 3600) == Date(timeIntervalSince1970: 1_732_382_100))
        #expect(OMTime.local("2024-11-23").isDate)
        #expect(OMTime.local("2024-11-23").date(utcOffsetSeconds: 0) == Date(timeIntervalSince1970: 1_732_320_000))
        #expect(OMTime.local("yesterday").date(utcOffsetSeconds: 0) == nil)
        #expect(OMTime.unix(1_790_895_600).date(utcOffsetSeconds: 7200) == Date(timeIntervalSince1970: 1_790_895_600))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        // Summer time on one side of the change, winter time on the other.
        #expect(OMTime.local("2024-10-26T12:00").date(in: berlin) == Date(timeIntervalSince1970: 1_729_936_800))
        #expect(OMTime.local("2024-10-28T12:00").date(in: berlin) == Date(timeIntervalSince1970: 1_730_113_200))
        #expect(hour.description == "2024-11-23T18:15" && OMTime.unix(5).description == "5")
    }

    @Test("days: text both ways, order, and the day of a moment in a zone")
    func days() throws {
        let day = try #require(OMDate("2024-02-29"))
        #expect(day == OMDate(year: 2024, month: 2, day: 29))
        #expect(day.description == "2024-02-29")
        #expect(OMDate(year: 2024, month: 3, day: 1) > day)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(OMDate(Date(timeIntervalSince1970: 1_709_218_800), in: tokyo) == OMDate(year: 2024, month: 3, day: 1))
        #expect(try JSONDecoder().decode(OMDate.self, from: Data(#""2023-01-08""#.utf8)).day == 8)
    }

    @Test("unit texts, including mp/h and the empty unit, read as Foundation units")
    func unitTexts() {
        #expect(OMUnits.dimension(of: "°C") == UnitTemperature.celsius)
        #expect(OMUnits.dimension(of: "°F") == UnitTemperature.fahrenheit)
        #expect(OMUnits.dimension(of: "mp/h") == UnitSpeed.milesPerHour)
        #expect(OMUnits.dimension(of: "km/h") == UnitSpeed.kilometersPerHour)
        #expect(OMUnits.dimension(of: "inch") == UnitLength.inches)
        #expect(OMUnits.dimension(of: "") == nil)
        #expect(OMUnits.dimension(of: "wmo code") == nil)
        #expect(OMUnits.imperial.temperature == .fahrenheit && OMUnits.metric == OMUnits())
    }

    @Test("a column sorts its values: numbers with nulls, texts, or anything else")
    func columns() throws {
        let numbers = try JSONDecoder().decode(OMColumn.self, from: Data("[1, null, 2.5]".utf8))
        #expect(numbers == .numbers([1, nil, 2.5]))
        #expect(numbers.number(at: 2) == 2.5 && numbers.number(at: 3) == nil && numbers.text(at: 0) == nil)
        let texts = try JSONDecoder().decode(OMColumn.self, from: Data(#"["06:12", null]"#.utf8))
        #expect(texts == .texts(["06:12", nil]))
        #expect(texts.time(at: 0) == .local("06:12"))
        #expect(try JSONDecoder().decode(OMColumn.self, from: Data("[null, null]".utf8)) == .numbers([nil, nil]))
        #expect(try JSONDecoder().decode(OMColumn.self, from: Data("[]".utf8)) == .numbers([]))
        #expect(OMColumn.numbers([1_790_920_006]).time(at: 0) == .unix(1_790_920_006))
    }
}

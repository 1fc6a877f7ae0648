import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Derived values at their thresholds")
struct DerivedValueTests {
    @Test("radar precipitation levels at each boundary")
    func radarLevels() {
        let level = { (value: Double) in CYPrecipitationLevel(value, block: .realtime, unit: .metric) }
        #expect(level(0) == .none)
        #expect(level(0.030_99) == .none)
        #expect(level(0.031) == .light)
        #expect(level(0.249_9) == .light)
        #expect(level(0.25) == .moderate)
        #expect(level(0.35) == .heavy)
        #expect(level(0.479_9) == .heavy)
        #expect(level(0.48) == .storm)
        #expect(level(2.0) == .storm)
    }

    @Test("hourly mm/h levels at each boundary, and the recorded rain agrees with its sky codes")
    func hourlyLevels() throws {
        let level = { (value: Double) in CYPrecipitationLevel(value, block: .hourly, unit: .metric) }
        #expect(level(0.060_5) == .none)
        #expect(level(0.060_6) == .light)
        #expect(level(0.898_9) == .moderate)
        #expect(level(2.87) == .heavy)
        #expect(level(12.863_7) == .heavy)
        #expect(level(12.863_8) == .storm)

        let hourly = try JSONDecoder().decode(CYHourlyResponse.self, from: Fixture.data(Fixture.rainingHourly)).result.hourly
        let expected: [CYContent.Phenomenon: CYPrecipitationLevel] = [
            .lightRain: .light, .moderateRain: .moderate, .heavyRain: .heavy, .stormRain: .storm, .cloudy: .none,
        ]
        for (sky, rain) in zip(hourly.phenomenon, hourly.precipitation) {
            guard let level = expected[sky.value] else { continue }
            #expect(CYPrecipitationLevel(rain.value, block: .hourly, unit: .metric) == level, "\(sky.value) at \(rain.value) mm/h")
        }
    }

    @Test("minutely mm/h levels, imperial and SI rates, and doubled daily values")
    func otherBlocks() {
        #expect(CYPrecipitationLevel(0.079, block: .minutely, unit: .metricV2) == .none)
        #expect(CYPrecipitationLevel(0.08, block: .minutely, unit: .metricV2) == .light)
        #expect(CYPrecipitationLevel(3.44, block: .realtime, unit: .metricV2) == .moderate)
        #expect(CYPrecipitationLevel(51.30, block: .minutely, unit: .metricV2) == .storm)
        #expect(CYPrecipitationLevel(0.04, block: .hourly, unit: .imperial) == .moderate)  // 1.016 mm/h
        #expect(CYPrecipitationLevel(1e-6, block: .hourly, unit: .si) == .heavy)  // 3.6 mm/h
        #expect(CYPrecipitationLevel(0.031, block: .hourly, unit: .metricV1) == .light)
        #expect(CYPrecipitationLevel(0.45, block: .daily, unit: .metric) == .moderate)  // doubled: 0.9 mm/h
        #expect(CYPrecipitationLevel(0.45, block: .hourly, unit: .metric) == .light)
    }

    @Test("16-point wind directions, degrees and SI radians")
    func windDirections() {
        #expect(CYWindDirection(degrees: 0) == .north)
        #expect(CYWindDirection(degrees: 11.249) == .north)
        #expect(CYWindDirection(degrees: 11.25) == .northNortheast)
        #expect(CYWindDirection(degrees: 157) == .southSoutheast)
        #expect(CYWindDirection(degrees: 292.5) == .westNorthwest)
        #expect(CYWindDirection(degrees: 303.74) == .westNorthwest)
        #expect(CYWindDirection(degrees: 348.75) == .north)
        #expect(CYWindDirection(degrees: 360) == .north)
        #expect(CYWindDirection(degrees: -22.5) == .northNorthwest)
        #expect(CYWindDirection(degrees: .nan) == nil)
        #expect(CYWindDirection(Double.pi / 2, unit: .si) == .east)
        #expect(CYWindDirection(90, unit: .metric) == .east)
        #expect(CYWindDirection.allCases.allSatisfy { CYWindDirection(degrees: $0.degrees) == $0 })
        #expect(CYWindDirection.southwest.abbreviation == "SW")
    }

    @Test("Beaufort levels at each boundary, from any unit")
    func beaufort() {
        let level = { (speed: Double) in CYBeaufortLevel(kilometersPerHour: speed)?.level }
        #expect(level(0) == 0)
        #expect(level(0.99) == 0)
        #expect(level(1) == 1)
        #expect(level(5.9) == 1)
        #expect(level(6) == 2)
        #expect(level(11.9) == 2)
        #expect(level(12) == 3)
        #expect(level(38.9) == 5)
        #expect(level(39) == 6)
        #expect(level(117.9) == 11)
        #expect(level(118) == 12)
        #expect(level(201.9) == 16)
        #expect(level(202) == 17)
        #expect(level(400) == 17)
        #expect(level(-1) == nil)
        #expect(CYBeaufortLevel(6.03, unit: .imperial)?.level == 2)  // 9.7 km/h
        #expect(CYBeaufortLevel(10.8, unit: .si)?.level == 5)  // 38.88 km/h
        #expect(CYBeaufortLevel(10.85, unit: .si)?.level == 6)  // 39.06 km/h
        #expect(CYBeaufortLevel(level: 3).range == 12..<20)
    }

    @Test("AQI levels at each boundary")
    func airQuality() {
        #expect(CYAirQualityLevel(aqi: 0) == .good)
        #expect(CYAirQualityLevel(aqi: 50) == .good)
        #expect(CYAirQualityLevel(aqi: 50.5) == .satisfactory)
        #expect(CYAirQualityLevel(aqi: 100) == .satisfactory)
        #expect(CYAirQualityLevel(aqi: 101) == .moderate)
        #expect(CYAirQualityLevel(aqi: 150) == .moderate)
        #expect(CYAirQualityLevel(aqi: 151) == .unhealthy)
        #expect(CYAirQualityLevel(aqi: 200) == .unhealthy)
        #expect(CYAirQualityLevel(aqi: 201) == .veryPoor)
        #expect(CYAirQualityLevel(aqi: 300) == .veryPoor)
        #expect(CYAirQualityLevel(aqi: 301) == .hazardous)
        #expect(CYAirQualityLevel(aqi: -1) == nil)
    }
}

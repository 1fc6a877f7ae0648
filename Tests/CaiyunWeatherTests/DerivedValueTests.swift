import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Derived values at their thresholds")
struct DerivedValueTests {
    @Test("radar precipitation levels at each boundary")
    func radarLevels() {
        let level = { (value: Double) in PrecipitationIntensity(value, block: .realtime, unit: .metric) }
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
        let level = { (value: Double) in PrecipitationIntensity(value, block: .hourly, unit: .metric) }
        #expect(level(0.060_5) == .none)
        #expect(level(0.060_6) == .light)
        #expect(level(0.898_9) == .moderate)
        #expect(level(2.87) == .heavy)
        #expect(level(12.863_7) == .heavy)
        #expect(level(12.863_8) == .storm)

        let hourly = try JSONDecoder().decode(CYHourlyResponse.self, from: Fixture.data(Fixture.rainingHourly)).result
            .hourly
        let expected: [CYContent.Phenomenon: PrecipitationIntensity] = [
            .lightRain: .light, .moderateRain: .moderate, .heavyRain: .heavy, .stormRain: .storm, .cloudy: .none,
        ]
        for (sky, rain) in zip(hourly.phenomenon, hourly.precipitation) {
            guard let level = expected[sky.value] else { continue }
            #expect(
                PrecipitationIntensity(rain.value, block: .hourly, unit: .metric) == level,
                "\(sky.value) at \(rain.value) mm/h")
        }
    }

    @Test("minutely mm/h levels, imperial and SI rates, and doubled daily values")
    func otherBlocks() {
        #expect(PrecipitationIntensity(0.079, block: .minutely, unit: .metricV2) == .none)
        #expect(PrecipitationIntensity(0.08, block: .minutely, unit: .metricV2) == .light)
        #expect(PrecipitationIntensity(3.44, block: .realtime, unit: .metricV2) == .moderate)
        #expect(PrecipitationIntensity(51.30, block: .minutely, unit: .metricV2) == .storm)
        #expect(PrecipitationIntensity(0.04, block: .hourly, unit: .imperial) == .moderate) // 1.016 mm/h
        #expect(PrecipitationIntensity(1e-6, block: .hourly, unit: .si) == .heavy) // 3.6 mm/h
        #expect(PrecipitationIntensity(0.031, block: .hourly, unit: .metricV1) == .light)
        #expect(PrecipitationIntensity(0.45, block: .daily, unit: .metric) == .moderate) // doubled: 0.9 mm/h
        #expect(PrecipitationIntensity(0.45, block: .hourly, unit: .metric) == .light)
    }

    @Test("wind directions and Beaufort forces from values in each unit system")
    func windInUnitSystems() {
        #expect(WindDirection(Double.pi / 2, unit: .si) == .east)
        #expect(WindDirection(90, unit: .metric) == .east)
        #expect(WindDirection(157, unit: .imperial) == .southSoutheast)
        #expect(BeaufortForce(6.03, unit: .imperial)?.number == 2) // 9.7 km/h
        #expect(BeaufortForce(10.8, unit: .si)?.number == 5) // 38.88 km/h
        #expect(BeaufortForce(10.85, unit: .si)?.number == 6) // 39.06 km/h
        #expect(BeaufortForce(10, unit: .metric)?.number == 2)
    }
}

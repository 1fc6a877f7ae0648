import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Units: the right Foundation unit for every field, and conversions")
struct UnitTests {
    @Test("each system's units")
    func systems() {
        let metric = CYUnit.metric.system
        #expect(metric.realtimePrecipitation == .radarIntensity)
        #expect(metric.minutelyPrecipitation == .radarIntensity)
        #expect(metric.hourlyPrecipitation == .millimetersPerHour)
        #expect(metric.dailyPrecipitation == .millimetersPerHour)
        #expect(metric.temperature == .celsius)
        #expect(metric.windSpeed == .kilometersPerHour)
        #expect(metric.windDirection == .degrees)
        #expect(metric.visibility == .kilometers)
        #expect(metric.pressure == .newtonsPerMetersSquared)

        #expect(CYUnit.metricV1.system.hourlyPrecipitation == .radarIntensity)
        #expect(CYUnit.metricV1.system.dailyPrecipitation == .radarIntensity)
        #expect(CYUnit.metricV2.system.realtimePrecipitation == .millimetersPerHour)
        #expect(CYUnit.metricV2.system.minutelyPrecipitation == .millimetersPerHour)

        let imperial = CYUnit.imperial.system
        #expect(imperial.temperature == .fahrenheit)
        #expect(imperial.distance == .miles)
        #expect(imperial.windSpeed == .milesPerHour)
        #expect(imperial.realtimePrecipitation == .inchesPerHour)
        #expect(imperial.dailyPrecipitation == .inchesPerHour)
        #expect(imperial.windDirection == .degrees)

        let si = CYUnit.si.system
        #expect(si.temperature == .kelvin)
        #expect(si.windDirection == .radians)
        #expect(si.windSpeed == .metersPerSecond)
        #expect(si.distance == .meters)
        #expect(si.hourlyPrecipitation == .metersPerSecond)
        #expect(si.pollutant == .microgramsPerCubicMeter)
        #expect(si.carbonMonoxide == .milligramsPerCubicMeter)
    }

    /// Foundation defines km/h as 0.277778 m/s and a mile as 1609.34 m, so conversions agree to a few parts in 10⁶.
    private func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= abs(expected) * 5e-6 }

    @Test("the seed README's conversion: wind speed of the example to km/h")
    func seedReadmeConversion() throws {
        let response = try CYRequest.exampleResponse()
        let windSpeed = response.result.realtime.wind.speed.value
        let measurement = Measurement(value: windSpeed, unit: response.unit.system.windSpeed)
        #expect(close(measurement.converted(to: .kilometersPerHour).value, 6.03 * 1.609_344))
        let temperature = Measurement(
            value: response.result.realtime.temperature, unit: response.unit.system.temperature)
        #expect(abs(temperature.converted(to: .celsius).value - 14) < 1e-9)
        let distance = Measurement(
            value: try #require(response.result.realtime.precipitation.nearest?.distance),
            unit: response.unit.system.distance)
        #expect(close(distance.converted(to: .kilometers).value, 57.32 * 1.609_344))
    }

    @Test("radar intensity to mm/h by the fit, hand-computed")
    func radarIntensity() {
        #expect(abs(CYRadarIntensity.millimetersPerHour(fromIntensity: 0.1875) - 0.0637 * exp(14.481 * 0.1875)) < 1e-12)
        #expect(abs(CYRadarIntensity.millimetersPerHour(fromIntensity: 0.1875) - 0.962_344) < 1e-6)
        #expect(abs(CYRadarIntensity.millimetersPerHour(fromIntensity: 0.5) - 88.848_2) < 1e-4)
        #expect(CYRadarIntensity.millimetersPerHour(fromIntensity: 0) == 0)
        #expect(CYRadarIntensity.intensity(fromMillimetersPerHour: 0) == 0)
        #expect(abs(CYRadarIntensity.intensity(fromMillimetersPerHour: 0.962_344) - 0.1875) < 1e-6)

        let measured = Measurement(value: 0.1875, unit: UnitSpeed.radarIntensity).converted(to: .millimetersPerHour)
        #expect(abs(measured.value - 0.962_344) < 1e-6)
        let back = Measurement(value: 0.962_344, unit: UnitSpeed.millimetersPerHour).converted(to: .radarIntensity)
        #expect(abs(back.value - 0.1875) < 1e-6)
    }

    @Test("rate units, hand-computed")
    func rates() {
        #expect(
            abs(Measurement(value: 1, unit: UnitSpeed.inchesPerHour).converted(to: .millimetersPerHour).value - 25.4)
                < 1e-9)
        #expect(
            abs(
                Measurement(value: 1e-6, unit: UnitSpeed.metersPerSecond).converted(to: .millimetersPerHour).value - 3.6
            ) < 1e-9)
        #expect(abs(Measurement(value: 0.33, unit: UnitFraction.fraction).converted(to: .percent).value - 33) < 1e-9)
        #expect(
            abs(
                Measurement(value: 0.7, unit: UnitConcentrationMass.milligramsPerCubicMeter).converted(
                    to: .microgramsPerCubicMeter
                ).value - 700) < 1e-9)
        #expect(
            abs(Measurement(value: 3.141_592_653_589_793, unit: UnitAngle.radians).converted(to: .degrees).value - 180)
                < 1e-9)
    }
}

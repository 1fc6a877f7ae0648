import Foundation
import Testing
import WeatherVocabulary

@Suite("Precipitation steps")
struct PrecipitationTests {
    @Test("the standard thresholds at each boundary, from any rate unit")
    func standard() {
        let step = { (rate: Double) in
            PrecipitationIntensity(rate: Measurement(value: rate, unit: UnitSpeed.millimetersPerHour))
        }
        #expect(step(0) == .none)
        #expect(step(0.099) == .none)
        #expect(step(0.1) == .light)
        #expect(step(2.49) == .light)
        #expect(step(2.5) == .moderate)
        #expect(step(7.6) == .heavy)
        #expect(step(49.9) == .heavy)
        #expect(step(50) == .storm)
        #expect(step(.nan) == .none)
        // 0.2 in/h is 5.08 mm/h.
        #expect(PrecipitationIntensity(rate: Measurement(value: 0.2, unit: UnitSpeed.inchesPerHour)) == .moderate)
    }

    @Test("custom thresholds")
    func custom() {
        let thresholds = PrecipitationThresholds(light: 1, moderate: 2, heavy: 3, storm: 4)
        #expect(thresholds.intensity(forMillimetersPerHour: 0.9) == .none)
        #expect(thresholds.intensity(forMillimetersPerHour: 3.5) == .heavy)
        #expect(
            PrecipitationIntensity(
                rate: Measurement(value: 4, unit: UnitSpeed.millimetersPerHour), thresholds: thresholds) == .storm)
    }

    @Test("names in each language")
    func names() {
        #expect(PrecipitationIntensity.heavy.localized(in: .english) == "Heavy")
        #expect(PrecipitationIntensity.storm.localized(in: .chineseSimplified) == "暴")
        #expect(PrecipitationIntensity.none.localized(in: .chineseTraditional) == "無")
    }

    @Test("rate and fraction units convert")
    func units() {
        #expect(
            abs(Measurement(value: 1, unit: UnitSpeed.inchesPerHour).converted(to: .millimetersPerHour).value - 25.4)
                < 1e-9)
        #expect(Measurement(value: 0.21, unit: UnitFraction.fraction).converted(to: .percent).value.rounded() == 21)
        #expect(
            abs(
                Measurement(value: 1, unit: UnitConcentrationMass.milligramsPerCubicMeter).converted(
                    to: .microgramsPerCubicMeter
                ).value - 1000) < 1e-6)
    }
}

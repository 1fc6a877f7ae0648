import Foundation
import Testing
import WeatherVocabulary

@Suite("Wind directions and Beaufort forces")
struct WindTests {
    @Test("16-point directions at their sector edges, wrapped, and from any angle unit")
    func directions() {
        #expect(WindDirection(degrees: 0) == .north)
        #expect(WindDirection(degrees: 11.249) == .north)
        #expect(WindDirection(degrees: 11.25) == .northNortheast)
        #expect(WindDirection(degrees: 157) == .southSoutheast)
        #expect(WindDirection(degrees: 292.5) == .westNorthwest)
        #expect(WindDirection(degrees: 303.74) == .westNorthwest)
        #expect(WindDirection(degrees: 348.75) == .north)
        #expect(WindDirection(degrees: 360) == .north)
        #expect(WindDirection(degrees: -22.5) == .northNorthwest)
        #expect(WindDirection(degrees: 720 + 90) == .east)
        #expect(WindDirection(degrees: .nan) == nil)
        #expect(WindDirection(degrees: .infinity) == nil)
        #expect(WindDirection(Measurement(value: Double.pi, unit: UnitAngle.radians)) == .south)
        #expect(WindDirection.allCases.allSatisfy { WindDirection(degrees: $0.degrees) == $0 })
        #expect(WindDirection.southwest.abbreviation == "SW")
        #expect(WindDirection.north.arrow == "↓")
    }

    @Test("direction names in each language")
    func directionNames() {
        #expect(WindDirection.northNortheast.localized(in: .english) == "North-northeast wind")
        #expect(WindDirection.southeast.localized(in: .chineseSimplified) == "东南风")
        #expect(WindDirection.northwest.localized(in: .chineseTraditional) == "西北風")
        for language in DisplayLanguage.allCases {
            #expect(Set(WindDirection.allCases.map { $0.localized(in: language) }).count == 16)
        }
    }

    @Test("Beaufort forces at each boundary, from any unit")
    func beaufort() {
        let force = { (speed: Double) in BeaufortForce(kilometersPerHour: speed)?.number }
        #expect(force(0) == 0)
        #expect(force(0.99) == 0)
        #expect(force(1) == 1)
        #expect(force(5.9) == 1)
        #expect(force(6) == 2)
        #expect(force(11.9) == 2)
        #expect(force(12) == 3)
        #expect(force(38.9) == 5)
        #expect(force(39) == 6)
        #expect(force(117.9) == 11)
        #expect(force(118) == 12)
        #expect(force(201.9) == 16)
        #expect(force(202) == 17)
        #expect(force(400) == 17)
        #expect(force(-1) == nil)
        #expect(force(.nan) == nil)
        #expect(BeaufortForce(speed: Measurement(value: 10.85, unit: UnitSpeed.metersPerSecond))?.number == 6)
        #expect(BeaufortForce(number: 3).range == 12..<20)
        #expect(BeaufortForce(number: 17).range.upperBound == .infinity)
        #expect(BeaufortForce(number: 40).number == 17)
        #expect(BeaufortForce(number: -2).number == 0)
    }

    @Test("Beaufort names in each language")
    func beaufortNames() {
        #expect(BeaufortForce(number: 3).localized(in: .english) == "Force 3, gentle breeze")
        #expect(BeaufortForce(number: 3).localized(in: .chineseSimplified) == "3级 微风")
        #expect(BeaufortForce(number: 8).localized(in: .chineseTraditional) == "8級 大風")
        #expect(BeaufortForce(number: 15).localizedName(in: .chineseSimplified) == "飓风")
    }
}

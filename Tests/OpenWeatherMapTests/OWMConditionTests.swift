import OpenWeatherMap
import Testing

@Suite("The condition code table")
struct OWMConditionTests {
    @Test("groups by code range")
    func groups() {
        let expected: [(ClosedRange<Int>, OWMConditionCode.Group)] = [
            (200...232, .thunderstorm), (300...321, .drizzle), (500...531, .rain), (600...622, .snow),
            (701...781, .atmosphere),
            (800...800, .clear), (801...804, .clouds),
        ]
        for code in OWMConditionCode.allKnown {
            let group = expected.first { $0.0.contains(code.id) }?.1
            #expect(code.group == group, "\(code.id)")
        }
        #expect(OWMConditionCode.allKnown.count == 55)
        #expect(OWMConditionCode(999).group == .unknown)
        #expect(OWMConditionCode(999).isKnown == false)
    }

    @Test("801–804 are clouds, never thunder")
    func clouds() {
        for id in 801...804 {
            let code = OWMConditionCode(id)
            #expect(code.group == .clouds)
            #expect(!code.symbolName(isDaylight: true).contains("bolt"))
            #expect(!code.symbolName(isDaylight: false).contains("bolt"))
        }
        #expect(OWMConditionCode(801).symbolName(isDaylight: true) == "cloud.sun.fill")
        #expect(OWMConditionCode(802).symbolName(isDaylight: false) == "cloud.moon.fill")
        #expect(OWMConditionCode(804).symbolName(isDaylight: true) == "cloud.fill")
    }

    @Test("day and night symbols, icons and glyphs")
    func dayAndNight() {
        #expect(OWMConditionCode(800).symbolName(isDaylight: true) == "sun.max.fill")
        #expect(OWMConditionCode(800).symbolName(isDaylight: false) == "moon.stars.fill")
        #expect(OWMConditionCode(800).icon(isDaylight: false) == "01n")
        #expect(OWMConditionCode(500).icon(isDaylight: true) == "10d")
        #expect(OWMConditionCode(511).icon(isDaylight: true) == "13d")
        #expect(OWMConditionCode(521).icon(isDaylight: true) == "09d")
        #expect(OWMConditionCode(211).symbolName(isDaylight: false) == "cloud.moon.bolt.fill")
        #expect(OWMConditionCode(502).symbolName(isDaylight: true) == "cloud.heavyrain.fill")
        #expect(OWMConditionCode(721).symbolName(isDaylight: false) == "moon.haze.fill")
        #expect(OWMConditionCode(781).symbolName(isDaylight: true) == "tornado")
        #expect(OWMConditionCode(800).glyph(isDaylight: false) == "☾")
        #expect(OWMConditionCode(601).glyph(isDaylight: true) == "❄")
        #expect(OWMConditionCode.allKnown.allSatisfy { $0.symbolName(isDaylight: true) != "questionmark" })
        #expect(OWMConditionCode(741).description == "fog")
    }
}

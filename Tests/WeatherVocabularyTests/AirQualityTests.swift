import Testing
import WeatherVocabulary

@Suite("Air-quality scales and their categories")
struct AirQualityTests {
    @Test("the US EPA and China scales share breakpoints but not names")
    func sixStepScales() {
        let levels = [0, 50, 50.5, 100, 101, 150, 151, 200, 201, 300, 301, 500, 640].map {
            AirQualityScale.usEPA.category(for: $0)?.level
        }
        #expect(levels == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6])
        #expect(AirQualityScale.usEPA.category(for: 84)?.localizedName(in: .english) == "Moderate")
        #expect(AirQualityScale.chinaHJ633.category(for: 84)?.localizedName(in: .english) == "Good")
        #expect(AirQualityScale.chinaHJ633.category(for: 84)?.localizedName(in: .chineseSimplified) == "良")
        #expect(
            AirQualityScale.usEPA.category(for: 120)?.localizedName(in: .english) == "Unhealthy for Sensitive Groups")
        #expect(AirQualityScale.chinaHJ633.category(for: 120)?.localizedName(in: .chineseSimplified) == "轻度污染")
        #expect(AirQualityScale.chinaHJ633.category(for: 350)?.localizedName(in: .chineseTraditional) == "嚴重污染")
        #expect(AirQualityScale.usEPA.category(for: 250)?.localizedName(in: .english) == "Very Unhealthy")
    }

    @Test("OpenWeatherMap's 1–5 index has five categories and no others")
    func openWeatherMap() {
        let scale = AirQualityScale.openWeatherMap
        #expect((1...5).map { scale.category(for: Double($0))?.level } == [1, 2, 3, 4, 5])
        #expect(scale.category(for: 2)?.localizedName(in: .english) == "Fair")
        #expect(scale.category(for: 0) == nil)
        #expect(scale.category(for: 6) == nil)
        #expect(scale.categoryCount == 5)
    }

    @Test("the European index: six bands of 20, the last open-ended, in three languages")
    func european() {
        let scale = AirQualityScale.european
        let levels = [0, 20, 20.5, 40, 41, 60, 61, 80, 81, 100, 101, 340].map { scale.category(for: $0)?.level }
        #expect(levels == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6])
        #expect(scale.category(for: 35)?.localizedName(in: .english) == "Fair")
        #expect(scale.category(for: 150)?.localizedName(in: .english) == "Extremely poor")
        #expect(scale.category(for: 70)?.localizedName(in: .chineseSimplified) == "较差")
        #expect(scale.category(for: 70)?.localizedName(in: .chineseTraditional) == "較差")
        #expect(scale.localizedName(in: .english) == "European AQI")
        #expect(scale.localizedName(in: .chineseTraditional) == "歐洲 AQI")
    }

    @Test("values no scale has are not given a category")
    func invalidValues() {
        for scale in AirQualityScale.allCases {
            #expect(scale.category(for: -1) == nil)
            #expect(scale.category(for: .nan) == nil)
            #expect(scale.category(for: .infinity) == nil)
        }
        #expect(AirQualityCategory(scale: .usEPA, level: 7) == nil)
        #expect(AirQualityCategory(scale: .openWeatherMap, level: 6) == nil)
        #expect(AirQualityCategory(scale: .chinaHJ633, level: 0) == nil)
    }

    @Test("every category has a distinct name in every language")
    func names() {
        for scale in AirQualityScale.allCases {
            for language in DisplayLanguage.allCases {
                let names = (1...scale.categoryCount).compactMap {
                    AirQualityCategory(scale: scale, level: $0)?.localizedName(in: language)
                }
                #expect(Set(names).count == scale.categoryCount, "\(scale) in \(language)")
            }
        }
        #expect(AirQualityScale.chinaHJ633.localizedName(in: .chineseSimplified) == "中国 AQI")
    }
}

import Testing
import WeatherVocabulary

@Suite("Display languages")
struct DisplayLanguageTests {
    @Test("language tags, locale names and encodings")
    func identifiers() {
        #expect(DisplayLanguage(identifier: "en") == .english)
        #expect(DisplayLanguage(identifier: "en_GB.UTF-8") == .english)
        #expect(DisplayLanguage(identifier: "zh") == .chineseSimplified)
        #expect(DisplayLanguage(identifier: "zh_CN.UTF-8") == .chineseSimplified)
        #expect(DisplayLanguage(identifier: "zh-Hans-SG") == .chineseSimplified)
        #expect(DisplayLanguage(identifier: "zh_TW") == .chineseTraditional)
        #expect(DisplayLanguage(identifier: "zh-Hant-HK") == .chineseTraditional)
        #expect(DisplayLanguage(identifier: "ja_JP") == nil)
        #expect(DisplayLanguage(identifier: "") == nil)
    }

    @Test("the environment decides before the system, as gettext orders it")
    func environment() {
        #expect(DisplayLanguage.preferred(environment: ["LANG": "zh_CN.UTF-8"]) == .chineseSimplified)
        #expect(
            DisplayLanguage.preferred(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "zh_TW.UTF-8"])
                == .chineseTraditional)
        #expect(
            DisplayLanguage.preferred(environment: ["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"]) == .english)
        #expect(
            DisplayLanguage.preferred(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_TW:en"])
                == .chineseTraditional)
        #expect(DisplayLanguage.preferred(environment: ["LANGUAGE": "zh_CN"]) == .chineseSimplified)
        #expect(DisplayLanguage.preferred(environment: ["LANG": "C", "LANGUAGE": "zh_CN"]) == .english)
        #expect(DisplayLanguage.preferred(environment: ["LC_ALL": "POSIX"], systemLanguages: ["zh-Hans"]) == .english)
        #expect(
            DisplayLanguage.preferred(environment: ["LANG": "de_DE.UTF-8"], systemLanguages: ["zh-Hans"]) == .english)
        #expect(
            DisplayLanguage.preferred(environment: [:], systemLanguages: ["fr-FR", "zh-Hant-TW"]) == .chineseTraditional
        )
        #expect(DisplayLanguage.preferred(environment: ["LANG": ""], systemLanguages: []) == .english)
    }

    @Test("weekdays are named as Calendar numbers them, in each script, and wrap around the week")
    func weekdays() {
        #expect(
            (1...7).map { DisplayLanguage.english.shortWeekdayName($0) } == [
                "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
            ])
        #expect(DisplayLanguage.chineseSimplified.shortWeekdayName(2) == "周一")
        #expect(DisplayLanguage.chineseTraditional.shortWeekdayName(2) == "週一")
        #expect(DisplayLanguage.chineseTraditional.shortWeekdayName(1) == "週日")
        #expect(DisplayLanguage.english.shortWeekdayName(8) == "Sun")
        #expect(DisplayLanguage.english.shortWeekdayName(0) == "Sat")
    }
}

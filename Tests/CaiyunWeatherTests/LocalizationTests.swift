import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Names in English and Chinese, chosen explicitly, on every platform")
struct LocalizationTests {
    @Test("phenomena")
    func phenomena() {
        #expect(CYContent.Phenomenon.partlyCloudyNight.localized(in: .english) == "Partly cloudy")
        #expect(CYContent.Phenomenon.partlyCloudyNight.localized(in: .chineseSimplified) == "多云")
        #expect(CYContent.Phenomenon.partlyCloudyNight.localized(in: .chineseTraditional) == "多雲")
        #expect(CYContent.Phenomenon.stormSnow.localized(in: .chineseSimplified) == "暴雪")
        #expect(CYContent.Phenomenon.lightHaze.localized(in: .english) == "Light haze")
        #expect(CYContent.Phenomenon.unknown("HAIL").localized(in: .english) == "Unknown (HAIL)")
        #expect(CYContent.Phenomenon.unknown("HAIL").localized(in: .chineseSimplified) == "未知（HAIL）")
    }

    @Test("every known code has a distinct name in every language")
    func complete() {
        for language in DisplayLanguage.allCases {
            let sky = Set(CYContent.Phenomenon.allCases.map { $0.localized(in: language) })
            #expect(sky.count == CYContent.Phenomenon.allCases.count - 2) // day and night variants share a name
            let types = CYAlert.AlertContent.AlertCode.AlertType.allCases.map { $0.localized(in: language) }
            #expect(Set(types).count == types.count)
            #expect(WindDirection.allCases.map { $0.localized(in: language) }.count == 16)
            #expect(!types.contains { $0.hasPrefix("Unknown") || $0.hasPrefix("未知") })
        }
    }

    @Test("alert codes, types and levels")
    func alerts() {
        let code = CYAlert.AlertContent.AlertCode(rawValue: "0501")
        #expect(code.localized(in: .english) == "Blue gale alert")
        #expect(code.localized(in: .chineseSimplified) == "大风蓝色预警")
        #expect(code.localized(in: .chineseTraditional) == "大風藍色預警")
        #expect(CYAlert.AlertContent.AlertCode(rawValue: "1804").localized(in: .chineseSimplified) == "沙尘红色预警")
        #expect(CYAlert.AlertContent.AlertCode.AlertLevel.white.localized(in: .english) == "White")
    }

    @Test("life indices agree with the API's own Chinese text in recorded responses")
    func lifeIndicesMatchRecordedText() throws {
        let response = try JSONDecoder().decode(CYResponse.self, from: Fixture.data(Fixture.sdkWeather))
        let realtime = response.result.realtime.lifeIndex
        #expect(
            CYLifeIndexScale.realtimeUltraviolet.localizedDescription(
                of: try #require(realtime.ultraviolet?.index), in: .chineseSimplified)
                == realtime.ultraviolet?.description)
        #expect(
            CYLifeIndexScale.comfort.localizedDescription(
                of: try #require(realtime.comfort?.index), in: .chineseSimplified) == realtime.comfort?.description)
        let daily = response.result.daily.lifeIndex
        let scales: [(CYLifeIndexScale, [CYDaily.IndexWithDescriptionWithDate]?)] = [
            (.dailyUltraviolet, daily.ultraviolet), (.comfort, daily.comfort), (.dressing, daily.dressing),
            (.coldRisk, daily.coldRisk), (.carWashing, daily.carWashing),
        ]
        for (scale, days) in scales {
            for day in try #require(days) {
                #expect(
                    scale.localizedDescription(of: try #require(day.value.index), in: .chineseSimplified)
                        == day.value.description, "\(scale)")
            }
        }
    }

    @Test("life indices in English agree with the recorded English text")
    func lifeIndicesInEnglish() throws {
        let response = try CYRequest.exampleResponse()
        #expect(
            CYLifeIndexScale.comfort.localizedDescription(of: 6, in: .english)
                == response.result.realtime.lifeIndex.comfort?.description)
        #expect(
            CYLifeIndexScale.realtimeUltraviolet.localizedDescription(of: 0, in: .english)
                == response.result.realtime.lifeIndex.ultraviolet?.description)
        #expect(CYLifeIndexScale.comfort.localizedDescription(of: 99, in: .english) == nil)
    }

    @Test("language tags")
    func languageTags() {
        #expect(DisplayLanguage(identifier: "en_US") == .english)
        #expect(DisplayLanguage(identifier: "zh") == .chineseSimplified)
        #expect(DisplayLanguage(identifier: "zh-Hans-CN") == .chineseSimplified)
        #expect(DisplayLanguage(identifier: "zh_TW") == .chineseTraditional)
        #expect(DisplayLanguage(identifier: "zh-Hant-HK") == .chineseTraditional)
        #expect(DisplayLanguage(identifier: "fr") == nil)
        #expect(DisplayLanguage(.japanese) == .english)
        #expect(DisplayLanguage(.chineseTraditional) == .chineseTraditional)
    }

    @Test("CYDisplayLanguage, the earlier name, still compiles and follows LANG")
    func earlierName() {
        let language: CYDisplayLanguage = .preferred(environment: ["LANG": "zh_CN.UTF-8"], systemLanguages: ["en-US"])
        #expect(language == .chineseSimplified)
        #expect(CYContent.Phenomenon.partlyCloudyNight.localized(in: language) == "多云")
    }
}

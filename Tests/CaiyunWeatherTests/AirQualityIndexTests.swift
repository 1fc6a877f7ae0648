import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Both air-quality indices, and only those the response really carries")
struct AirQualityIndexTests {
    private func realtime(_ name: String) throws -> CYRealtime {
        try CYRealtimeResponse.decode(Fixture.data(name)).result.realtime
    }

    @Test("mainland China: both indices, each on its own scale, with the response's descriptions")
    func mainland() throws {
        let quality = try #require(try realtime(Fixture.v25Realtime).airQuality)
        #expect(quality.chinaIndex == CYContent.AirQualityIndex(value: 83, scale: .chinaHJ633, description: "良"))
        #expect(quality.usIndex == CYContent.AirQualityIndex(value: 127, scale: .usEPA, description: "轻度污染"))
        #expect(quality.chinaIndex?.category?.localizedName(in: .chineseSimplified) == "良")
        #expect(quality.usIndex?.category?.localizedName(in: .english) == "Unhealthy for Sensitive Groups")
        #expect(quality.indices.map(\.scale) == [.chinaHJ633, .usEPA])
        #expect(quality.index(on: .usEPA)?.value == 127)
    }

    @Test("the English example: China 67 and US 84, Caiyun's own word for both")
    func english() throws {
        let quality = try #require(
            try CYResponse.decode(Fixture.data(Fixture.exampleWeather)).result.realtime.airQuality)
        #expect(quality.chinaIndex?.value == 67)
        #expect(quality.usIndex?.value == 84)
        #expect(quality.usIndex?.description == "satisfactory")
        #expect(quality.usIndex?.category?.localizedName(in: .english) == "Moderate")
        #expect(quality.chinaIndex?.category?.localizedName(in: .english) == "Good")
    }

    @Test("New York: zeros with \"\" and \"missing\" are no index at all, and stay in the JSON as sent")
    func newYork() throws {
        let data = try Fixture.data(Fixture.newYorkRealtime)
        let quality = try #require(try realtime(Fixture.newYorkRealtime).airQuality)
        #expect(quality.chinaIndex == nil)
        #expect(quality.usIndex == nil)
        #expect(quality.indices.isEmpty)
        #expect(quality.aqi == CYContent.AQI(chn: 0, usa: 0))
        #expect(quality.description == CYContent.Description(chn: "missing", usa: ""))
        let encoded = try JSONEncoder().encode(try CYRealtimeResponse.decode(data))
        #expect(try JSONTree.parse(data).differences(from: JSONTree.parse(encoded)).isEmpty)
    }

    @Test("Taipei: a China index and no US one")
    func outsideMainland() throws {
        let quality = try #require(try realtime(Fixture.taipeiRealtime).airQuality)
        #expect(quality.chinaIndex == CYContent.AirQualityIndex(value: 35, scale: .chinaHJ633, description: "优"))
        #expect(quality.usIndex == nil)
    }

    @Test("text where a number belongs, a missing member, a missing description block")
    func oddForms() throws {
        let text = try Fixture.modified(Fixture.v25Realtime) { json in
            json[path: "result", "realtime", "air_quality", "aqi", "chn"] = "missing"
        }
        let withText = try #require(try CYRealtimeResponse.decode(text).result.realtime.airQuality)
        #expect(withText.chinaIndex == nil)
        #expect(withText.usIndex?.value == 127)
        #expect(withText.aqi == nil)
        let encoded = try JSONEncoder().encode(try CYRealtimeResponse.decode(text))
        #expect(try JSONTree.parse(text).differences(from: JSONTree.parse(encoded)).isEmpty)

        let oneMember = try Fixture.modified(Fixture.v25Realtime) { json in
            json[path: "result", "realtime", "air_quality", "aqi"] = ["usa": 0]
            json[path: "result", "realtime", "air_quality", "description"] = nil
        }
        let bare = try #require(try CYRealtimeResponse.decode(oneMember).result.realtime.airQuality)
        #expect(bare.indices.isEmpty)

        let undescribed = try Fixture.modified(Fixture.v25Realtime) { json in
            json[path: "result", "realtime", "air_quality", "description"] = nil
        }
        let numbersOnly = try #require(try CYRealtimeResponse.decode(undescribed).result.realtime.airQuality)
        #expect(numbersOnly.chinaIndex == CYContent.AirQualityIndex(value: 83, scale: .chinaHJ633))
        #expect(numbersOnly.usIndex?.description == nil)
    }

    @Test("a real zero with a description is clean air, not a missing index")
    func realZero() throws {
        let data = try Fixture.modified(Fixture.v25Realtime) { json in
            json[path: "result", "realtime", "air_quality", "aqi", "chn"] = 0
            json[path: "result", "realtime", "air_quality", "description", "chn"] = "优"
        }
        let quality = try #require(try CYRealtimeResponse.decode(data).result.realtime.airQuality)
        #expect(quality.chinaIndex == CYContent.AirQualityIndex(value: 0, scale: .chinaHJ633, description: "优"))
    }
}

import CaiyunWeather
import Foundation
import TestSupport
import Testing

@Suite("Recorded responses decode with their values")
struct FixtureDecodingTests {
    private func decode<Result>(_ type: CYAPIResponse<Result>.Type, _ name: String) throws -> CYAPIResponse<Result> {
        try JSONDecoder().decode(CYAPIResponse<Result>.self, from: Fixture.data(name))
    }

    @Test("v2.5 imperial English weather with two alerts (the bundled example)")
    func exampleWeather() throws {
        let response = try decode(CYResponse.self, Fixture.exampleWeather)
        #expect(response.version == "v2.5")
        #expect(response.unit == .imperial)
        #expect(response.requestLanguage == .englishUS)
        #expect(response.coordinate == CYCoordinate(latitude: 35.4904, longitude: 112.8641))
        #expect(response.serverTime.time == Date(timeIntervalSince1970: 1_618_398_184))
        #expect(response.serverTimeZone.secondsFromGMT == 28_800)
        #expect(response.timezone == "Asia/Shanghai")
        #expect(response.result.primary == 0)
        #expect(response.result.keypoint == "Cloudy here but it's raining NW 57 mi away")

        let realtime = response.result.realtime
        #expect(realtime.temperature == 57.2)
        #expect(realtime.apparentTemperature == 51.44)
        #expect(realtime.phenomenon == .partlyCloudyNight)
        #expect(realtime.wind.speed.value == 6.03)
        #expect(realtime.wind.direction.value == 157)
        #expect(realtime.precipitation.nearest?.distance == 57.32)
        #expect(realtime.precipitation.nearest?.intensity == 0.1875)
        #expect(realtime.precipitation.local.datasource == "radar")
        #expect(realtime.airQuality?.aqi?.usa == 84)
        #expect(realtime.airQuality?.co == 0.7)
        #expect(realtime.airQuality?.description?.chn == "satisfactory")
        #expect(realtime.lifeIndex.ultraviolet?.index == 0)
        #expect(realtime.lifeIndex.ultraviolet?.description == "None")
        #expect(realtime.lifeIndex.comfort?.index == 6)

        let minutely = try #require(response.result.minutely)
        #expect(minutely.intensity.count == 120)
        #expect(minutely.oneHourIntensity?.count == 60)
        #expect(minutely.probability == [0, 0, 0, 0])

        let hourly = response.result.hourly
        #expect(hourly.temperature.count == 48)
        #expect(hourly.temperature[0].datetime.time == Date(timeIntervalSince1970: 1_618_398_000))
        #expect(hourly.temperature[0].datetime.text == "2021-04-14T19:00+08:00")
        #expect(hourly.apparentTemperature == nil)
        #expect(hourly.wind[0].value.speed.value == 6.03)
        #expect(hourly.airQuality?.aqi[0].value.chn == 67)
        #expect(hourly.description == "cloudy over the next 24 hours")

        let daily = response.result.daily
        #expect(daily.temperature.count == 5)
        #expect(daily.temperature[0].value.maximum == 62.6)
        #expect(daily.temperature[0].value.minimum == 44.6)
        #expect(daily.astronomy[0].value.sunrise.text == "05:57")
        #expect(daily.astronomy[0].sunrise == Date(timeIntervalSince1970: 1_618_329_600 + 5 * 3600 + 57 * 60))
        #expect(daily.lifeIndex.comfort?[0].value.index == 12)
        #expect(daily.lifeIndex.comfort?[0].value.description == "Clammy cold")
        #expect(daily.lifeIndex.ultraviolet?[0].value.description == "High")
        #expect(daily.temperatureDaytime == nil)

        let alert = try #require(response.result.alert)
        #expect(alert.adcodes == nil)
        #expect(alert.content.map(\.code.rawValue) == ["0501", "1101"])
        let gale = alert.content[0]
        #expect(gale.code.type == .gale)
        #expect(gale.code.level == .blue)
        #expect(alert.content[1].code.type == .frost)
        #expect(gale.status == "Warning")
        #expect(gale.publishTime.time == Date(timeIntervalSince1970: 1_618_391_756))
        #expect(gale.regionId == "unknown")
        #expect(gale.knownRegionId == nil)
        #expect(gale.knownCounty == nil)
        #expect(gale.recordId == "6076b31576ad9174b0f9c95c")
        #expect(gale.latlon == CYCoordinate(latitude: 35.490701, longitude: 112.851831))
        #expect(gale.requestStatus == "ok")
        #expect(gale.adcode == "140500")
    }

    @Test("v2.6 weather from the official SDK: empty alert content with adcodes, every v2.6 field")
    func sdkWeather() throws {
        let response = try decode(CYResponse.self, Fixture.sdkWeather)
        #expect(response.version == "v2.6")
        #expect(response.apiStatus == "alpha")
        #expect(response.coordinate.latitude == 26.6832)
        let alert = try #require(response.result.alert)
        #expect(alert.content.isEmpty)
        #expect(alert.adcodes?.map(\.adcode) == [510000, 510400, 510422])
        #expect(alert.adcodes?.last?.name == "盐边县")

        let realtime = response.result.realtime
        #expect(realtime.temperature == 18.2)
        #expect(realtime.phenomenon == .clearNight)
        #expect(realtime.lifeIndex.ultraviolet?.index == 0)
        #expect(realtime.lifeIndex.ultraviolet?.rawIndex == .number(0))
        #expect(realtime.lifeIndex.comfort?.index == 4)
        #expect(realtime.precipitation.nearest?.distance == 10_000)
        #expect(realtime.airQuality?.aqi?.usa == 144)

        let hourly = response.result.hourly
        #expect(hourly.temperature.count == 48)
        #expect(hourly.apparentTemperature?.count == 48)
        #expect(hourly.precipitation[0].probability == 0)
        #expect(hourly.phenomenon[0].value == .clearNight)

        let daily = response.result.daily
        #expect(daily.temperature.count == 5)
        #expect(daily.phenomenon[0].value == .clearNight)
        #expect(daily.temperature[0].value.maximum == 30)
        #expect(daily.precipitation[0].probability == 0)
        #expect(daily.temperatureDaytime?.count == 5)
        #expect(daily.temperatureNighttime?.count == 5)
        #expect(daily.precipitationDaytime?.count == 5)
        #expect(daily.windNighttime?.count == 5)
        #expect(daily.lifeIndex.ultraviolet?[0].value.rawIndex == .text("2"))
        #expect(daily.lifeIndex.ultraviolet?[0].value.index == 2)
        #expect(daily.astronomy[0].value.sunset.text == "19:17")
        #expect(response.result.keypoint == "未来两小时不会有雨。还在加班么？注意休息哦")
    }

    @Test("v2.5 weather without an alert key, with integer values everywhere")
    func weatherWithoutAlertKey() throws {
        let response = try decode(CYResponse.self, Fixture.noAlertWeather)
        #expect(response.result.alert == nil)
        #expect(response.coordinate == CYCoordinate(latitude: 0.00009, longitude: 0.000007))
        #expect(response.result.realtime.temperature == 10)
        #expect(response.result.realtime.wind.direction.value == 0)
        #expect(response.result.realtime.airQuality?.aqi?.usa == 129)
        #expect(response.result.hourly.temperature.count == 24)
        #expect(response.result.daily.temperature.count == 1)
        #expect(response.result.daily.temperature[0].value.average == 8.67)
        #expect(response.result.minutely?.probability == [0, 0, 0, 0])
    }

    @Test("v2.5 weather with a Chinese 0501 alert and a CMA region id")
    func syntheticWeather() throws {
        let response = try decode(CYResponse.self, Fixture.syntheticWeather)
        let alert = try #require(response.result.alert?.content.first)
        #expect(alert.code.type == .gale)
        #expect(alert.code.level == .blue)
        #expect(alert.status == "预警中")
        #expect(alert.knownRegionId == "101100101")
        #expect(alert.knownCounty == "小店区")
        #expect(alert.publishTime.time == Date(timeIntervalSince1970: 1_675_843_200))
        #expect(alert.recordId == nil)
        #expect(response.result.realtime.lifeIndex.ultraviolet?.index == 2)
        #expect(response.result.daily.temperature[0].value.maximum == 14.35)
    }

    @Test("realtime files, v2.5 with integers and the 10000 sentinel, v2.6 with haze")
    func realtimeFiles() throws {
        let v25 = try decode(CYRealtimeResponse.self, Fixture.v25Realtime)
        #expect(v25.result.realtime.temperature == 1)
        #expect(v25.result.realtime.phenomenon == .clearNight)
        #expect(v25.result.realtime.precipitation.nearest?.distance == 10_000)
        #expect(v25.result.realtime.lifeIndex.comfort?.description == "湿冷")
        #expect(v25.coordinate == CYCoordinate(latitude: 0, longitude: 0))

        let v26 = try decode(CYRealtimeResponse.self, Fixture.v26Realtime)
        #expect(v26.result.realtime.phenomenon == .lightHaze)
        #expect(v26.result.realtime.airQuality?.aqi?.chn == 133)
        #expect(v26.result.realtime.airQuality?.description?.usa == "中度污染")
        #expect(v26.result.realtime.lifeIndex.ultraviolet?.index == 2)
        #expect(v26.result.alert == nil)
    }

    @Test("minutely file with 120, 60 and 4 values")
    func minutelyFile() throws {
        let response = try decode(CYMinutelyResponse.self, Fixture.v26Minutely)
        #expect(response.result.minutely.intensity.count == 120)
        #expect(response.result.minutely.oneHourIntensity?.count == 60)
        #expect(response.result.minutely.probability.count == 4)
        #expect(response.result.minutely.datasource == "radar")
        #expect(response.result.keypoint == "最近的降雨带在西北70公里外呢")
    }

    @Test("hourly files: 48 hours of rain, 12 hours, and one v2.6 hour")
    func hourlyFiles() throws {
        let raining = try decode(CYHourlyResponse.self, Fixture.rainingHourly)
        let hourly = raining.result.hourly
        #expect(hourly.precipitation.count == 48)
        #expect(hourly.precipitation.map(\.value).max() == 17.5941)
        #expect(hourly.phenomenon.contains { $0.value == .stormRain })
        #expect(raining.timezone == "Asia/Taipei")
        #expect(raining.result.keypoint == "小雨，今天晚间20点钟后雨停，转阴，其后中雨")

        let twelve = try decode(CYHourlyResponse.self, Fixture.syntheticHourly)
        #expect(twelve.result.hourly.temperature.count == 12)
        #expect(twelve.result.hourly.wind[0].value.direction.value == 198.96)

        let single = try decode(CYHourlyResponse.self, Fixture.v26Hourly)
        #expect(single.result.hourly.temperature.count == 1)
        #expect(single.result.hourly.apparentTemperature?.first?.value != nil)
        #expect(single.result.hourly.precipitation[0].probability == 0)
        #expect(single.result.hourly.phenomenon[0].value == .lightHaze)
    }

    @Test("daily files: three v2.5 days and one v2.6 day with its 08h–20h blocks")
    func dailyFiles() throws {
        let three = try decode(CYDailyResponse.self, Fixture.syntheticDaily)
        #expect(three.result.daily.temperature.count == 3)
        #expect(three.result.daily.precipitation[0].probability == nil)
        #expect(three.result.daily.astronomy[0].value.sunrise.timeInterval == TimeInterval(6 * 3600 + 45 * 60))

        let one = try decode(CYDailyResponse.self, Fixture.v26Daily)
        let daily = one.result.daily
        #expect(daily.phenomenon[0].value == .lightHaze)
        #expect(daily.temperature[0].value.maximum == 16.33)
        #expect(daily.temperatureDaytime?.count == 1)
        #expect(daily.precipitationNighttime?.first?.probability != nil)
        #expect(daily.windDaytime?.count == 1)
        #expect(daily.lifeIndex.ultraviolet?[0].value.description == "最弱")
    }

    @Test("every bundled fixture is covered by a test above")
    func everyFixtureIsCovered() throws {
        let covered = Set(Fixture.successFiles + [Fixture.tokenInvalid])
        #expect(Set(try Fixture.allNames) == covered)
    }
}

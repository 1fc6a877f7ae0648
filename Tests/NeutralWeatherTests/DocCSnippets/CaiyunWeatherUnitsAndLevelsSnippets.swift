import CaiyunWeather
import Foundation

/// The Swift blocks of `CaiyunWeather.docc/UnitsAndLevels.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum CaiyunWeatherUnitsAndLevelsSnippets {
    static func block1() async throws {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 35.4904, longitude: 112.8641))
        let response = try await request.perform()
        let realtime = response.result.realtime
        let speed = Measurement(value: realtime.wind.speed.value, unit: response.unit.system.windSpeed)
        print(speed.converted(to: .metersPerSecond))
    }

    static func block2(realtime: CYRealtime, response: CYResponse) {
        let unit = response.unit
        let intensity = PrecipitationIntensity(realtime.precipitation.local.intensity, block: .realtime, unit: unit)
        let direction = WindDirection(realtime.wind.direction.value, unit: unit)
        let force = BeaufortForce(realtime.wind.speed.value, unit: unit)
        print(intensity) // .none … .storm
        print(direction?.localized(in: .chineseSimplified) ?? "") // 157° → "南东南风"
        print(force?.localized(in: .english) ?? "") // "Force 2, light breeze"
        print(AirQualityScale.usEPA.category(for: 84)?.localizedName(in: .english) ?? "") // "Moderate"
    }

    static func block3(realtime: CYRealtime, response: CYResponse) {
        print(realtime.phenomenon.localized(in: .chineseTraditional)) // "多雲"
        for alert in response.result.alert.content {
            print(alert.code.localized(in: .english)) // "Blue gale alert"
        }
    }
}

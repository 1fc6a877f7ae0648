import CaiyunWeather
import Foundation

/// The blocks of `CaiyunWeather.docc/RequestsAndResponses.md` after it imports Foundation.
extension CaiyunWeatherRequestsAndResponsesSnippets {
    static func block4() throws {
        let savedData = try Data(contentsOf: URL(fileURLWithPath: "weather.json"))
        let savedHourlyData = try Data(contentsOf: URL(fileURLWithPath: "hourly.json"))
        let response = try CYResponse.decode(savedData)
        let hourly = try CYHourlyResponse.decode(savedHourlyData)
        _ = (response, hourly)
    }
}

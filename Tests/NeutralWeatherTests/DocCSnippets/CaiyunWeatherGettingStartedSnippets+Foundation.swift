import CaiyunWeather
import Foundation

/// The blocks of `CaiyunWeather.docc/GettingStarted.md` after it imports Foundation.
extension CaiyunWeatherGettingStartedSnippets {
    static func block3() {
        let request = CYRequest(token: "your-token", coordinate: CYCoordinate(latitude: 31.0258, longitude: 121.4475))
        request.perform { response, source, error in
            if let response {
                print(source, response.result.realtime.wind.speed.value)
            } else {
                print(error?.localizedDescription ?? "no response")
            }
            exit(0) // the answer is printed: end the program
        }
        dispatchMain() // keep the program running until then; apps need neither line
    }
}

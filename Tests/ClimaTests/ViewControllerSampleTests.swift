import Clima
import Foundation
import Testing

// The Clima app's `WeatherViewController`, as it calls the manager, with UIKit's views and
// CoreLocation's manager replaced by plain values so it builds everywhere. That it compiles is
// the test: these are the app's calls, in the app's words.
@MainActor
final class WeatherViewController {
    var temperatureLabel = ""
    var cityLabel = ""
    var conditionImageName = ""
    var searchText: String? = "London"

    var weatherManager = WeatherManager()

    func viewDidLoad() {
        weatherManager.delegate = self
    }

    func textFieldDidEndEditing() {
        if let city = searchText {
            weatherManager.fetchWeather(cityName: city)
        }
        searchText = ""
    }

    func locationManager(didUpdateLocations locations: [(latitude: Double, longitude: Double)]) {
        if let location = locations.last {
            let lat = location.latitude
            let lon = location.longitude
            weatherManager.fetchWeather(latitude: lat, longitude: lon)
        }
    }
}

extension WeatherViewController: WeatherManagerDelegate {
    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel) {
        DispatchQueue.main.async {
            self.temperatureLabel = weather.temperatureString
            self.conditionImageName = weather.conditionName
            self.cityLabel = weather.cityName
        }
    }

    func didFailWithError(error: any Error) {
        cityLabel = "\(error)"
    }
}

@Suite("The Clima app's view controller code")
@MainActor
struct ViewControllerSampleTests {
    @Test("compiles as the app wrote it, and the manager keeps its delegate")
    func compiles() {
        let controller = WeatherViewController()
        controller.viewDidLoad()
        #expect(controller.weatherManager.delegate != nil)
        controller.didUpdateWeather(
            controller.weatherManager, weather: WeatherModel(conditionId: 800, cityName: "London", temperature: 21.25))
        controller.didFailWithError(error: CocoaError(.featureUnsupported))
        #expect(!controller.cityLabel.isEmpty)
    }
}

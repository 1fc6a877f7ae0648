import Clima
import Foundation
import Testing

#if canImport(CoreLocation)
    import CoreLocation
#else
    /// CoreLocation's manager, which Linux lacks, with the one call the sample makes.
    final class CLLocationManager {
        func stopUpdatingLocation() {}
    }

    /// CoreLocation's coordinate: latitude and longitude in degrees.
    struct CLLocationCoordinate2D {
        var latitude: Double
        var longitude: Double
    }

    /// CoreLocation's location, reduced to its coordinate.
    struct CLLocation {
        let coordinate: CLLocationCoordinate2D

        init(latitude: Double, longitude: Double) {
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }
#endif

/// The view controller as the Clima documentation writes it: `fetchWeather(lat:lon:)` with the
/// location's `Double`s, and a delegate with `didUpdateWeather(_:weather:)` and
/// `didFailWithError(_:error:)` only. UIKit's labels are plain strings so it builds everywhere
/// (and `Error` is written `any Error`, as the package's Swift 6 settings require). That it
/// compiles is the test.
enum ClimaDocumentation {
    @MainActor
    final class WeatherViewController {
        var temperatureLabel = ""
        var conditionImageName = ""
        var cityLabel = ""

        var weatherManager = WeatherManager()
        let locationManager = CLLocationManager()

        func viewDidLoad() {
            weatherManager.delegate = self
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            if let location = locations.last {
                locationManager.stopUpdatingLocation()
                let lat = location.coordinate.latitude
                let lon = location.coordinate.longitude
                weatherManager.fetchWeather(lat: lat, lon: lon)
            }
        }
    }
}

extension ClimaDocumentation.WeatherViewController: WeatherManagerDelegate {
    func didUpdateWeather(_ weatherManager: WeatherManager, weather: WeatherModel) {
        DispatchQueue.main.async {
            self.temperatureLabel = weather.temperatureString
            self.conditionImageName = weather.conditionName
            self.cityLabel = weather.cityName
        }
    }

    func didFailWithError(_ weatherManager: WeatherManager, error: any Error) {
        cityLabel = "\(error)"
    }
}

/// A failure of the sample's own.
struct SampleFailure: Error {}

@Suite("The Clima documentation's view controller")
@MainActor
struct DocumentedViewControllerTests {
    @Test("compiles as the documentation writes it; a failure reaches its two-argument method")
    func compiles() {
        let controller = ClimaDocumentation.WeatherViewController()
        controller.viewDidLoad()
        #expect(controller.weatherManager.delegate != nil)
        let delegate = controller.weatherManager.delegate
        delegate?.didFailWithError(controller.weatherManager, error: SampleFailure())
        #expect(controller.cityLabel == "SampleFailure()")
        controller.cityLabel = ""
        // The one-argument form does nothing for a delegate that implements the other.
        delegate?.didFailWithError(error: SampleFailure())
        #expect(controller.cityLabel.isEmpty)
    }
}

import Foundation
import Testing
import iOSWeatherKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The iOS-Weather kit's README calls, written as it documents them. This file imports only the
// kit, so `Storage` and `WeatherProvider` here are the kit's, not NeutralWeather's.

/// A storage of the app's own, as the README's `StorageUserDefaults` is written.
final class DictionaryStorage: Storage {
    var unit: TemperatureUnit?
    var locations: UserSavedLocations?

    func save(_ data: Storable.Save) {
        switch data {
        case .unit(let unit): self.unit = unit
        case .location(let location):
            var existingLocations = locations ?? [:]
            existingLocations.updateValue(location.location, forKey: location.timestamp)
            locations = existingLocations
        }
    }

    func load(_ type: Storable.Load) -> Any? {
        switch type {
        case .unit: return unit
        case .locations: return locations
        }
    }

    func delete(_ data: Storable.Delete) -> Bool {
        switch data {
        case .location(let timestamp): return locations?.removeValue(forKey: timestamp) != nil
        }
    }
}

/// A session of the app's own, as the README's mock is.
struct NetworkSessionMock: NetworkSession {
    let body: Data

    func execute<T: Decodable>(url: URL, completion: @escaping (Result<T, any Error>) -> Void) {
        completion(Result { try JSONDecoder().decode(T.self, from: body) })
    }
}

/// A provider of the app's own.
struct FixedProvider: WeatherProvider {
    var apiKey: String? = "key"
    var endPoint: String = "https://example.com"

    func makeURL(with location: Location, options: [ForecastOption]) -> URL? {
        URL(string: endPoint + "/?q=" + location.name)
    }
}

@Suite("The iOS-Weather kit's documented calls")
struct DocumentedCallsTests {
    @Test("compile as documented, with the app's own storage, session and provider")
    func documentedCalls() throws {
        let place = Location(coordination: Coordination(latitude: "37.5665", longitude: "126.9780"), name: "Seoul")
        let storages: [any Storage] = [DictionaryStorage(), PreferencesStorage()]
        for storage in storages {
            storage.save(.unit(.celsius))
            storage.save(.location((timestamp: "1608195600", location: place)))
            #expect(storage.load(.unit) as? TemperatureUnit == .celsius)
            #expect((storage.load(.locations) as? UserSavedLocations)?["1608195600"] == place)
            #expect(storage.delete(.location("1608195600")))
        }

        let body = Data(#"{"lat": 37.57, "lon": 126.98, "timezone": "Asia/Seoul", "timezone_offset": 32400}"#.utf8)
        let manager = NetworkManager(provider: FixedProvider(), session: NetworkSessionMock(body: body))
        var answer: WeatherModel.Data?
        manager.weather(location: place, options: [.current, .minutely, .hourly, .daily]) { result in
            answer = try? result.get()
        }
        #expect(answer?.timezone == "Asia/Seoul")
        _ = NetworkManager(provider: OpenWeatherMapOneCall())
    }
}

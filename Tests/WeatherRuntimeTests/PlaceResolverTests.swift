import CaiyunWeather
import Foundation
import NeutralWeather
import Places
import Testing
import WeatherRuntime

/// One resolver for every front door: names in any language the table holds, coordinates with
/// the nearest city's name, saved places, and the datum each provider is asked in.
@Suite("The place resolver")
struct PlaceResolverTests {
    let resolver = PlaceResolver()

    @Test("a name in English or Chinese is one city, in WGS-84, shifted to GCJ-02 for Caiyun only")
    func beijing() async throws {
        let english = try #require(try await resolver.resolve(.text("Beijing"), language: .en))
        let chinese = try #require(try await resolver.resolve(.text("北京"), language: .zh))
        #expect(english.label == "Beijing, CN")
        #expect(chinese.label == "北京, CN")
        #expect(english.latitude == chinese.latitude && english.longitude == chinese.longitude)
        #expect(english.datum == .wgs84)
        #expect(english.timeZone?.identifier == "Asia/Shanghai")
        #expect(english.city?.countryCode == "CN")

        let openWeatherMap = english.coordinate(for: .openweathermap)
        #expect(openWeatherMap.latitude == english.latitude && openWeatherMap.longitude == english.longitude)
        let caiyun = english.coordinate(for: .caiyun)
        let expected = CYCoordinate(wgs84Latitude: english.latitude, longitude: english.longitude)
        #expect(caiyun.latitude == expected.latitude && caiyun.longitude == expected.longitude)
        // The GCJ-02 shift in Beijing is about 600 m east and 150 m north.
        #expect((0.004...0.008).contains(caiyun.longitude - english.longitude))
        #expect((0.0005...0.003).contains(caiyun.latitude - english.latitude))
    }

    @Test("cities that share a name are labelled and linked by their region; unique names are not")
    func namesakes() async throws {
        let springfield = try #require(try await resolver.resolve(.text("Springfield"), language: .en))
        let city = try #require(springfield.city)
        let region = try #require(try Gazetteer.bundled().regionName(of: city))
        #expect(springfield.label == "Springfield, \(region), US")
        // The most populous is found by name and country; another one needs its region too.
        #expect(resolver.searchText(for: city) == "Springfield,US")
        let found = try resolver.search("Springfield", limit: 5).matches
        let labels = found.map { resolver.label(of: $0, in: .en) }
        #expect(Set(labels).count == labels.count && labels.count == 5)
        let illinois = try #require(found.first { resolver.label(of: $0, in: .en) == "Springfield, Illinois, US" })
        #expect(resolver.searchText(for: illinois) == "Springfield,Illinois,US")
        let beijing = try #require(try await resolver.resolve(.text("Beijing"), language: .en)?.city)
        #expect(resolver.searchText(for: beijing) == "Beijing,CN")
    }

    @Test("a city outside mainland China is asked where the table puts it, whichever the provider")
    func london() async throws {
        let london = try #require(try await resolver.resolve(.text("London"), language: .en))
        #expect(london.label == "London, GB")
        #expect(london.timeZone?.identifier == "Europe/London")
        let caiyun = london.coordinate(for: .caiyun)
        #expect(caiyun.latitude == london.latitude && caiyun.longitude == london.longitude)
    }

    @Test("a typed coordinate is passed on as given, named after the nearest city within 25 km")
    func coordinates() async throws {
        let near = try #require(try await resolver.resolve(.text("39.9,116.4"), language: .en))
        #expect(near.label == "Beijing, CN" && near.name == "Beijing, CN" && !near.isNameApproximate)
        #expect(near.datum == .asGiven)
        let asked = near.coordinate(for: .caiyun)
        #expect(asked.latitude == 39.9 && asked.longitude == 116.4)

        let far = try #require(
            try await resolver.resolve(.coordinate(latitude: -40, longitude: -140), language: .en))
        #expect(far.isNameApproximate)
        #expect(far.name == "Adamstown, PN")
        #expect(far.label.hasSuffix("(near Adamstown, PN)"))
        #expect(far.timeZone == nil)
        let chinese = try #require(try await resolver.resolve(.text("-40,-140"), language: .zh))
        #expect(chinese.label.hasSuffix("附近)"))
    }

    @Test("numbers that are not a coordinate, an unknown name, an unsaved name, a city with no geocoder")
    func failures() async throws {
        let outOfRange = await #expect(throws: WeatherRuntimeError.self) {
            try await resolver.resolve(.text("91,10"), language: .en)
        }
        #expect(outOfRange?.code == .invalidCoordinate)
        #expect(outOfRange?.isInputError == true)

        let unknown = await #expect(throws: WeatherRuntimeError.self) {
            try await resolver.resolve(.text("Londn"), language: .en)
        }
        #expect(unknown?.code == .unknownPlace)
        #expect(unknown?.message.contains("Did you mean: London, GB") == true)

        let saved = PlaceResolver(savedPlaces: WeatherPreferences(storage: InMemoryStorage()))
        let unsaved = await #expect(throws: WeatherRuntimeError.self) {
            try await saved.resolve(.saved("atlantis"), language: .en)
        }
        #expect(unsaved?.code == .unknownSavedPlace)

        let city = await #expect(throws: WeatherRuntimeError.self) {
            try await resolver.resolve(.city("London,GB"), language: .en)
        }
        #expect(city?.code == .missingCredential)
        #expect(city?.message.contains("OPENWEATHERMAP_API_KEY") == true)
        #expect(city?.isInputError == false)
    }

    @Test("saved places keep their coordinate as saved; no default saved is no place")
    func savedPlaces() async throws {
        let preferences = WeatherPreferences(storage: InMemoryStorage())
        let resolver = PlaceResolver(savedPlaces: preferences)
        #expect(try await resolver.resolve(.savedDefault, language: .en) == nil)
        try preferences.save(SavedLocation(name: "home", latitude: 31.23, longitude: 121.47, isDefault: true))
        let home = try #require(try await resolver.resolve(.savedDefault, language: .en))
        #expect(home.label == "home" && home.datum == .asGiven)
        let asked = home.coordinate(for: .caiyun)
        #expect(asked.latitude == 31.23 && asked.longitude == 121.47)
        #expect(try await resolver.resolve(.saved("HOME"), language: .zh) == home)
    }

    @Test("a table that cannot be read names coordinates by their numbers and fails names clearly")
    func missingTable() async throws {
        struct Missing: Error {}
        let resolver = PlaceResolver(gazetteer: { throw Missing() })
        let coordinate = try #require(try await resolver.resolve(.text("39.9,116.4"), language: .en))
        #expect(coordinate.name == nil)
        #expect(coordinate.label == CYCoordinate(latitude: 39.9, longitude: 116.4).description)
        let named = await #expect(throws: WeatherRuntimeError.self) {
            try await resolver.resolve(.text("Beijing"), language: .en)
        }
        #expect(named?.code == .placesUnavailable)
    }
}

import APICore
import Foundation
import NeutralWeather
import Places

/// Turns a place as a person names it into a ``ResolvedPlace``: names from the offline table
/// (any language it holds), coordinates with the nearest city's name, saved places, and names
/// the table lacks from a geocoder when one is configured.
///
/// Every front door resolves places here, so one name is one coordinate everywhere:
///
/// ```swift
/// let resolver = PlaceResolver()
/// let beijing = try await resolver.resolve(.text("北京"), language: .en)
/// beijing?.label                       // "Beijing, CN"
/// beijing?.coordinate(for: .caiyun)   // GCJ-02, as Caiyun expects inside mainland China
/// ```
public struct PlaceResolver: Sendable {
    /// How the resolver gets the offline place table (loaded once per process by default).
    public typealias GazetteerSource = @Sendable () throws -> Gazetteer

    let gazetteer: GazetteerSource
    let savedPlaces: WeatherPreferences?
    let geocoder: (any PlaceGeocoder)?

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - gazetteer: The offline place table; the bundled one by default.
    ///   - savedPlaces: Where saved places live; `nil` knows none.
    ///   - geocoder: A service for names the table lacks and for ``PlaceRequest/city(_:)``; `nil` for none.
    public init(
        gazetteer: @escaping GazetteerSource = { try Gazetteer.bundled() }, savedPlaces: WeatherPreferences? = nil,
        geocoder: (any PlaceGeocoder)? = nil
    ) {
        self.gazetteer = gazetteer
        self.savedPlaces = savedPlaces
        self.geocoder = geocoder
    }

    /// The place `request` names, labelled in `language`; `nil` for ``PlaceRequest/savedDefault``
    /// when no default is saved.
    ///
    /// - Throws: ``WeatherRuntimeError`` for a place that cannot be found (with near matches in
    ///   its message), numbers that are not a coordinate, a missing geocoder credential;
    ///   `StorageError` for a damaged saved-places file; the geocoder's own errors.
    public func resolve(
        _ request: PlaceRequest, language: LanguageOption, progress: any ProgressReporting = SilentProgress()
    ) async throws -> ResolvedPlace? {
        switch request {
        case .text(let text):
            if let (latitude, longitude) = try Self.coordinate(in: text) {
                return place(latitude: latitude, longitude: longitude, language: language)
            }
            return try await namedPlace(text, language: language, progress: progress)
        case .coordinate(let latitude, let longitude):
            guard Self.isCoordinate(latitude, longitude) else {
                throw Self.notACoordinate("\(latitude),\(longitude)")
            }
            return place(latitude: latitude, longitude: longitude, language: language)
        case .city(let city):
            return try await geocode(city, language: language, progress: progress)
        case .saved(let name):
            guard let saved = try savedPlaces?.location(named: name) else {
                throw WeatherRuntimeError(
                    .unknownSavedPlace, "No saved location is called \"\(name)\". See `weather locations list`.")
            }
            return ResolvedPlace(saved)
        case .savedDefault:
            return try savedPlaces?.defaultLocation().map(ResolvedPlace.init)
        }
    }

    /// `"39.9,116.4"` (or `"39.9, 116.4"`) as a latitude and a longitude; `nil` for a name.
    ///
    /// - Throws: ``WeatherRuntimeError`` (`invalid_coordinate`) for two numbers that are not a
    ///   coordinate (`"91,10"`).
    public static func coordinate(in text: String) throws(WeatherRuntimeError) -> (latitude: Double, longitude: Double)?
    {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = DecimalDegrees.value(parts[0], limit: .infinity),
            let longitude = DecimalDegrees.value(parts[1], limit: .infinity)
        else { return nil }
        guard isCoordinate(latitude, longitude) else { throw notACoordinate(text) }
        return (latitude, longitude)
    }

    static func isCoordinate(_ latitude: Double, _ longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    static func notACoordinate(_ text: String) -> WeatherRuntimeError {
        WeatherRuntimeError(
            .invalidCoordinate,
            "\"\(text)\" is not a coordinate: the latitude comes first, from -90 to 90, then the longitude, from -180 to 180."
        )
    }
}

extension ResolvedPlace {
    /// A saved place, under its own name, its coordinate as it was saved.
    init(_ saved: SavedLocation) {
        self.init(
            latitude: saved.latitude, longitude: saved.longitude, datum: .asGiven, label: saved.name, name: saved.name)
    }
}

import ArgumentParser
import CaiyunWeather
import Foundation
import Places
import TerminalKit

extension WeatherSource {
    /// `"39.9,116.4"` (or `"39.9, 116.4"`) as a latitude and a longitude; `nil` for a name.
    ///
    /// - Throws: `ValidationError` for two numbers that are not a coordinate (`"91,10"`).
    package static func coordinate(_ text: String) throws -> (Double, Double)? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else { return nil }
        guard lat.isFinite, lon.isFinite, (-90...90).contains(lat), (-180...180).contains(lon) else {
            throw ValidationError(
                "\"\(text)\" is not a coordinate: the latitude comes first, from -90 to 90, then the longitude, from -180 to 180."
            )
        }
        return (lat, lon)
    }

    /// A coordinate's place, labelled with the nearest city in the offline gazetteer: its name
    /// within 25 km, "near" it further out, the bare coordinate when the table is missing.
    func coordinatePlace(latitude: Double, longitude: Double) throws -> Place {
        let coordinate = CYCoordinate(latitude: latitude, longitude: longitude).description
        guard let match = try? Gazetteer.bundled().nearest(latitude: latitude, longitude: longitude) else {
            return Place(latitude: latitude, longitude: longitude, label: coordinate)
        }
        let display = try language().display
        let name = match.place.label(in: display)
        guard match.isApproximate else {
            return Place(latitude: latitude, longitude: longitude, label: name, name: name)
        }
        let near = display == .english ? "near \(name)" : "\(name)附近"
        return Place(
            latitude: latitude, longitude: longitude, label: "\(coordinate) (\(near))", name: name,
            isNameApproximate: true)
    }

    /// A place by name: the most populous city of that name in the offline gazetteer; when it
    /// knows none, OpenWeatherMap's geocoding if a key is set, else an error with near matches.
    func namedPlace(_ query: String) async throws -> Place {
        let gazetteer: Gazetteer
        do {
            gazetteer = try Gazetteer.bundled()
        } catch {
            if try openWeatherMapKey() != nil { return try await geocode(query) }
            throw CLIError(error.message)
        }
        if let found = gazetteer.search(query, limit: 1).first {
            return try Place(
                mapping: found.latitude, found.longitude, label: found.label(in: try language().display), for: self)
        }
        if try openWeatherMapKey() != nil { return try await geocode(query) }
        let near = gazetteer.suggestions(for: query).map { $0.label() }
        let hint = near.isEmpty ? "" : " Did you mean: \(near.joined(separator: "; "))?"
        throw ValidationError(
            "No place called \"\(query)\" is in the offline table of cities.\(hint) A coordinate works anywhere: 39.9,116.4."
        )
    }
}

extension WeatherSource.Place {
    /// A place found in a WGS-84 source (the gazetteer, OpenWeatherMap's geocoding), in the datum
    /// the chosen provider expects: GCJ-02 inside mainland China for Caiyun, WGS-84 otherwise.
    /// Coordinates people type are passed on as they are.
    init(mapping latitude: Double, _ longitude: Double, label: String, for source: WeatherSource) throws {
        let point =
            try source.provider() == .caiyun
            ? CYCoordinate(wgs84Latitude: latitude, longitude: longitude)
            : CYCoordinate(latitude: latitude, longitude: longitude)
        self.init(latitude: point.latitude, longitude: point.longitude, label: label, name: label)
    }
}

import CaiyunWeather
import Foundation
import Places

extension PlaceResolver {
    /// The distance within which a coordinate is named after the nearest city rather than "near" it.
    public static var nearbyKilometers: Double { 25 }

    /// A coordinate's place, labelled with the nearest city in the offline table: its name
    /// within ``nearbyKilometers``, "near" it further out, the bare coordinate when the table is missing.
    func place(latitude: Double, longitude: Double, language: LanguageOption) -> ResolvedPlace {
        let coordinate = CYCoordinate(latitude: latitude, longitude: longitude).description
        guard let match = try? gazetteer().nearest(latitude: latitude, longitude: longitude) else {
            return ResolvedPlace(latitude: latitude, longitude: longitude, datum: .asGiven, label: coordinate)
        }
        let name = label(of: match.place, in: language)
        var place: ResolvedPlace
        if match.isApproximate {
            let near = language == .en ? "near \(name)" : "\(name)附近"
            place = ResolvedPlace(
                latitude: latitude, longitude: longitude, datum: .asGiven, label: "\(coordinate) (\(near))",
                name: name, isNameApproximate: true)
        } else {
            place = ResolvedPlace(
                latitude: latitude, longitude: longitude, datum: .asGiven, label: name, name: name,
                timeZone: TimeZone(identifier: match.place.timeZoneIdentifier))
            place.areaNames = areaNames(of: match.place)
        }
        // The nearest city's country, even some way off: a coordinate at sea still has a coast.
        place.countryCode = match.place.countryCode
        return place
    }

    /// A city's English name and its region's, for matching warnings given for named areas.
    func areaNames(of city: GazetteerPlace) -> [String] {
        [city.name] + ((try? gazetteer())?.regionName(of: city).map { [$0] } ?? [])
    }

    /// A place by name: the most populous city of that name in the offline table; when it knows
    /// none, the geocoder's answer if there is a geocoder; else (or when the geocoder knows none
    /// either) an error with the table's near matches.
    func namedPlace(
        _ query: String, language: LanguageOption, progress: any ProgressReporting
    ) async throws -> ResolvedPlace {
        let table: Gazetteer
        do {
            table = try gazetteer()
        } catch {
            if geocoder != nil { return try await geocode(query, language: language, progress: progress) }
            throw WeatherRuntimeError(.placesUnavailable, (error as? GazetteerError)?.message ?? "\(error)")
        }
        if let found = table.search(query, limit: 1).first { return place(found, language: language) }
        let near = table.suggestions(for: query).map { label(of: $0, in: .en) }
        let hint = near.isEmpty ? "" : " Did you mean: \(near.joined(separator: "; "))?"
        guard let geocoder else {
            throw WeatherRuntimeError(
                .unknownPlace,
                "No place called \"\(query)\" is in the offline table of cities.\(hint) A coordinate works anywhere: 39.9,116.4."
            )
        }
        do {
            return try await geocode(query, language: language, progress: progress)
        } catch let error as WeatherRuntimeError where error.code == .noGeocodingMatch {
            throw WeatherRuntimeError(
                .noGeocodingMatch,
                "Neither the offline table of cities nor \(geocoder.name) knows a place called \"\(query)\".\(hint) A coordinate works anywhere: 39.9,116.4."
            )
        }
    }

    /// A city from the geocoder, behind the progress reporter.
    func geocode(
        _ query: String, language: LanguageOption, progress: any ProgressReporting
    ) async throws -> ResolvedPlace {
        guard let geocoder else { throw WeatherRuntimeError.missingCredential(.openweathermap, "to look up a city") }
        let found = try await progress.during("Looking up \(query)…") {
            try await geocoder.place(named: query, language: language)
        }
        guard let found else {
            throw WeatherRuntimeError(.noGeocodingMatch, "\(geocoder.name) knows no place called \"\(query)\".")
        }
        return found
    }

    /// A city of the offline table (such as a ``search(_:limit:)`` result) as a place, labelled
    /// in `language`, in WGS-84 as the table holds it.
    public func place(_ found: GazetteerPlace, language: LanguageOption) -> ResolvedPlace {
        let label = label(of: found, in: language)
        var place = ResolvedPlace(
            latitude: found.latitude, longitude: found.longitude, datum: .wgs84, label: label, name: label,
            timeZone: TimeZone(identifier: found.timeZoneIdentifier), city: found)
        place.countryCode = found.countryCode
        place.areaNames = areaNames(of: found)
        return place
    }

    /// How the runtime labels a city of the table in `language`: "London, GB", with its region
    /// when another city of the country has the same name ("Springfield, Illinois, US").
    public func label(of place: GazetteerPlace, in language: LanguageOption) -> String {
        (try? gazetteer())?.distinctLabel(for: place, in: language.display) ?? place.label(in: language.display)
    }

    /// The shortest text a search finds `city` by first: its name and country ("London,GB"), or
    /// its name, region and country ("Springfield,Illinois,US") when another city comes first;
    /// `nil` when neither does (a link then names the coordinate).
    public func searchText(for city: GazetteerPlace) -> String? {
        guard let table = try? gazetteer() else { return nil }
        let region = table.regionName(of: city).map { ["\(city.name),\($0),\(city.countryCode)"] } ?? []
        return (["\(city.name),\(city.countryCode)"] + region).first { table.search($0, limit: 1).first == city }
    }

    /// Cities matching `text`, most populous first, and near matches when there are none.
    ///
    /// - Throws: `GazetteerError` when the table is missing or damaged.
    public func search(_ text: String, limit: Int) throws -> (matches: [GazetteerPlace], suggestions: [GazetteerPlace])
    {
        let table = try gazetteer()
        let matches = table.search(text, limit: limit)
        return (matches, matches.isEmpty ? table.suggestions(for: text) : [])
    }
}

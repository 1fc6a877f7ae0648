import Foundation
import MCP
import MCPToolKit
import Places
import WeatherRuntime

extension WeatherTools {
    static let findPlace = MCPTool<WeatherMCPService>(
        "find_place", title: "Find a place",
        description:
            "Cities matching a name in the offline GeoNames table, most populous first, with their coordinates and time zones; a name the table lacks (a village, a postal code) is looked up online with Open-Meteo's geocoding, no key needed (source says which answered; population is then null).",
        input: [
            "query": .described(
                "A place's name, in English or Chinese, optionally with a country or region: \"London,CA\", \"Hallstatt,AT\".",
                JSONSchema.string),
            "limit": JSONSchema.integer(in: 1...20, description: "How many places at most (default 5)."),
        ], required: ["query"],
        output: JSONSchema.object(
            [
                "query": JSONSchema.string,
                "places": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "name": JSONSchema.string, "label": JSONSchema.string, "country": JSONSchema.optionalString,
                            "latitude": JSONSchema.number, "longitude": JSONSchema.number,
                            "population": ["type": ["integer", "null"]], "timezone": JSONSchema.optionalString,
                        ], required: ["name", "country", "latitude", "longitude", "population", "timezone"])),
                "suggestions": JSONSchema.array(JSONSchema.string),
                "source": JSONSchema.string,
                "online_lookup_failure": JSONSchema.optionalString,
            ], required: ["query", "places", "suggestions"]),
        annotations: .readOnly(openWorld: true)
    ) { service, arguments in
        let query = try arguments.requiredString("query")
        let limit = try arguments.integer("limit", in: 1...20, default: 5)
        let resolver = service.runtime.places
        let (places, near) = try await WeatherMCPService.mapped { try resolver.search(query, limit: limit) }
        let suggestions = near.map { resolver.label(of: $0, in: .en) }
        var found: [Value] = places.map { place in
            [
                "name": .string(place.name), "label": .string(resolver.label(of: place, in: .en)),
                "country": .string(place.countryCode), "latitude": .double(place.latitude),
                "longitude": .double(place.longitude), "population": .int(place.population),
                "timezone": .string(place.timeZoneIdentifier),
            ]
        }
        var lines = places.map { "\(resolver.label(of: $0, in: .en)) (\($0.latitude), \($0.longitude))" }
        var source = "offline table"
        var failure: String?
        if places.isEmpty, (try? PlaceResolver.coordinate(in: query)) == nil {
            do {
                if let place = try await resolver.resolve(.text(query), language: .en) {
                    found = [onlineContent(place)]
                    lines = ["\(place.label) (\(place.latitude), \(place.longitude)), found online"]
                    source = "Open-Meteo"
                }
            } catch let error as WeatherRuntimeError where [.noGeocodingMatch, .unknownPlace].contains(error.code) {
                // Nobody knows the name: the table's near matches below.
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                failure = MCPToolFailure(error, hiding: service.secrets).message
            }
        }
        let structured: Value = [
            "query": .string(query), "places": .array(found), "suggestions": .array(suggestions.map(Value.string)),
            "source": .string(source), "online_lookup_failure": failure.map(Value.string) ?? .null,
        ]
        let text =
            found.isEmpty
            ? "No place called \"\(query)\" is in the offline table"
                + (failure.map { ", and the online lookup failed: \($0)." } ?? " or known to Open-Meteo.")
                + (suggestions.isEmpty ? "" : " Did you mean: \(suggestions.joined(separator: "; "))?")
            : lines.joined(separator: "\n")
        return .answer(structured, text: text)
    }

    /// A place found online, in `find_place`'s shape: no population, the time zone when known.
    private static func onlineContent(_ place: ResolvedPlace) -> Value {
        [
            "name": .string(place.name ?? place.label), "label": .string(place.label),
            "country": place.countryCode.map(Value.string) ?? .null, "latitude": .double(place.latitude),
            "longitude": .double(place.longitude), "population": .null,
            "timezone": place.timeZone.map { .string($0.identifier) } ?? .null,
        ]
    }
}

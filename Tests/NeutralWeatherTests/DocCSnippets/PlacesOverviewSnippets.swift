import Places

/// The Swift blocks of `Places.docc/Places.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum PlacesOverviewSnippets {
    static func block1() throws {
        let gazetteer = try Gazetteer.bundled()
        for place in gazetteer.search("London") { // London, GB; London, CA; …
            print(place.label(), place.latitude, place.longitude, place.timeZoneIdentifier)
        }
        let beijing = gazetteer.search("北京").first // also "Beijing", "北京市"
        let canada = gazetteer.search("London, CA").first // a country code narrows it
        let springfields = gazetteer.search("Springfield").map { gazetteer.distinctLabel(for: $0) }
        print(springfields) // ["Springfield, Missouri, US", …]
        if gazetteer.search("Lodnon").isEmpty {
            print(gazetteer.suggestions(for: "Lodnon").map { gazetteer.distinctLabel(for: $0) }) // ["London, GB", …]
        }
        if let near = gazetteer.nearest(latitude: 39.9042, longitude: 116.4074) {
            print(near.place.localizedName(in: .chineseSimplified), near.isApproximate ? "(approximate)" : "")
        }
        _ = (beijing, canada)
    }
}

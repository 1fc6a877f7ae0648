import Foundation

extension Gazetteer {
    /// The name of the first-level division `place` lies in, as GeoNames gives it (mostly in
    /// English, with its accents): a US state (`"Illinois"`), a Canadian province
    /// (`"Ontario"`), a Chinese province (`"Shanxi"`), a French region (`"Île-de-France"`) …;
    /// `nil` when the gazetteer's region names do not know it.
    ///
    /// The region names are read the first time one is asked for, not when the table loads.
    public func regionName(of place: GazetteerPlace) -> String? {
        regions.name(countryCode: place.countryCode, code: place.admin1Code)
    }

    /// `place`'s label in `language`, naming its region when another place in the gazetteer
    /// has the same name in the same country: `"Springfield, Illinois, US"`, but
    /// `"London, GB"` and `"北京, CN"`, just as ``GazetteerPlace/label(in:)`` gives them.
    ///
    /// ```swift
    /// let gazetteer = try Gazetteer.bundled()
    /// for place in gazetteer.search("Springfield") {
    ///     print(gazetteer.distinctLabel(for: place))   // Springfield, Missouri, US; …
    /// }
    /// ```
    ///
    /// Use it wherever several places are listed (search results, ``suggestions(for:limit:)``)
    /// so that none reads like another; a search for the label finds the place again. Names
    /// are compared as searches compare them, as they read in `language`. Without region names
    /// (a missing or damaged `admin1.tsv`) the label is the plain one, and places that share
    /// their region as well keep the same label.
    public func distinctLabel(for place: GazetteerPlace, in language: DisplayLanguage = .english) -> String {
        guard hasNamesake(place, in: language), let region = regionName(of: place) else {
            return place.label(in: language)
        }
        return "\(place.localizedName(in: language)), \(region), \(place.countryCode)"
    }

    /// Whether another place in `place`'s country reads as the same name in `language`.
    func hasNamesake(_ place: GazetteerPlace, in language: DisplayLanguage) -> Bool {
        let shown = place.localizedName(in: language)
        let shownKey = PlaceName.key(shown)
        // A Chinese name shown is found in the Chinese index; an English one by its key.
        let candidates =
            shown == place.name ? rows(withKey: shownKey, wordPrefix: false) : chineseRows(named: shown)
        return candidates.contains { row in
            let other = self.place(row)
            return other != place && other.countryCode == place.countryCode
                && PlaceName.key(other.localizedName(in: language)) == shownKey
        }
    }

    /// Whether a place with first-level division `admin1Code` in the country `countryCode` lies
    /// in `region`: a division's code (`"IL"`, `"08"`) or its name (`"Illinois"`), compared as
    /// names are.
    func liesIn(region: String, countryCode: String, admin1Code: String) -> Bool {
        if !admin1Code.isEmpty, admin1Code.uppercased() == region.uppercased() { return true }
        guard let name = regions.name(countryCode: countryCode, code: admin1Code) else { return false }
        return PlaceName.key(name) == PlaceName.key(region)
    }
}

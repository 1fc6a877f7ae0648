import Foundation

extension Gazetteer {
    /// The file name of the table the package ships.
    static let resourceName = "cities15000.tsv"
    /// The file name of the region names the package ships, kept beside the table.
    static let regionNamesResourceName = "admin1.tsv"
    /// The folder SwiftPM copies the module's resources into, beside the program.
    static let resourceBundleName = "CaiyunWeather_Places.resources"

    private static let shared = Result<Gazetteer, GazetteerError> { () throws(GazetteerError) in
        try Gazetteer(contentsOf: try bundledURL())
    }

    /// The gazetteer the package ships, loaded once and shared.
    ///
    /// The table is looked for beside the program (`CaiyunWeather_Places.resources`, where
    /// `swift build` and `swift test` put it), in `../share/caiyun-weather` from the program's
    /// folder (where `Scripts/install` puts it), and in the app's resource bundle on Apple
    /// platforms. Its region names (`admin1.tsv`) are read from beside it, and only when a label
    /// first needs one.
    ///
    /// - Throws: ``GazetteerError`` (``GazetteerError/Code/dataMissing``) naming where it looked.
    public static func bundled() throws(GazetteerError) -> Gazetteer {
        try shared.get()
    }

    /// Where the shipped table is.
    package static func bundledURL() throws(GazetteerError) -> URL {
        var candidates: [URL] = []
        if let program = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            candidates.append(program.appendingPathComponent(resourceBundleName).appendingPathComponent(resourceName))
            candidates.append(
                program.deletingLastPathComponent().appendingPathComponent("share/caiyun-weather")
                    .appendingPathComponent(resourceName))
        }
        #if canImport(Darwin)
            if let url = Bundle.module.url(forResource: "cities15000", withExtension: "tsv") { candidates.append(url) }
        #endif
        if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) {
            return found
        }
        throw GazetteerError(
            .dataMissing,
            "The place table \(resourceName) is missing; looked in " + candidates.map(\.path).joined(separator: ", ")
                + ". Reinstall with Scripts/install.")
    }
}

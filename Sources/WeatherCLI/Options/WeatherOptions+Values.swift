import ArgumentParser
import Foundation

extension PlaceOptions {
    /// Options naming a place as the command line would: a name or `"lat,lon"`, or a coordinate,
    /// or neither (the default saved location).
    ///
    /// - Throws: `ValidationError` as the command line would report it.
    package static func values(query: String?, latitude: Double? = nil, longitude: Double? = nil) throws -> Self {
        var arguments: [String] = []
        if let latitude { arguments.append("--lat=\(latitude)") }
        if let longitude { arguments.append("--lon=\(longitude)") }
        if let query { arguments += ["--", query] }
        return try parse(arguments)
    }
}

extension OutputOptions {
    /// Options as `--provider`, `--units`, `--lang`, `--cache-dir` and `--timeout` would give them.
    ///
    /// - Throws: `ValidationError` as the command line would report it.
    package static func values(
        provider: ProviderOption?, units: UnitsOption?, language: LanguageOption?, cacheDirectory: String?,
        timeout: Double
    ) throws -> Self {
        var arguments = ["--timeout", String(timeout)]
        if let provider { arguments += ["--provider", provider.rawValue] }
        if let units { arguments += ["--units", units.rawValue] }
        if let language { arguments += ["--lang", language.rawValue] }
        if let cacheDirectory { arguments += ["--cache-dir", cacheDirectory] }
        return try parse(arguments)
    }
}

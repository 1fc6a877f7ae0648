import Foundation

extension CYEndpoint {
    /// The valid range of ``hourlyLength``.
    public static let hourlyLengthRange = 1...360
    /// The latest `begin` accepted, in seconds since 1970 (the year 3000).
    static let latestBegin: TimeInterval = 32_503_680_000
    /// The valid range of ``dailyLength``.
    public static let dailyLengthRange = 1...15

    /// Checks every setting and throws the first problem found, before any network call.
    ///
    /// - Throws: ``CYError`` with code ``CYError/Code/missingToken``, ``CYError/Code/malformedToken``,
    ///   ``CYError/Code/invalidCoordinate`` or ``CYError/Code/invalidParameter``.
    public func validate() throws {
        try validateAll()
    }

    func validateAll() throws(CYError) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https", baseURL.host != nil
        else {
            throw CYError(.invalidParameter, "baseURL \"\(baseURL.absoluteString)\" is not an http or https URL.")
        }
        guard let token, !token.isEmpty else {
            throw CYError.tokenIsNil
        }
        guard token.unicodeScalars.allSatisfy(Self.tokenCharacters.contains) else {
            throw CYError(
                .malformedToken,
                "The API token contains characters other than letters, digits, '-' and '_'; check for spaces or a pasted URL."
            )
        }
        try validateParameters()
    }

    /// The endpoint with its file set for `file`; a conflicting explicit file is an error.
    func asking(for file: File) throws(CYError) -> CYEndpoint {
        guard self.file == file || self.file == .weather else {
            throw CYError(
                .invalidParameter,
                "endpoint.file is \"\(self.file)\" but a \"\(file)\" response was asked for; set endpoint.file to .\(file) or use the matching method."
            )
        }
        var endpoint = self
        endpoint.file = file
        return endpoint
    }

    /// Checks what decides the answer (place, steps, file, version); used for cache reads, which
    /// need neither the token nor the base URL.
    func validateParameters() throws(CYError) {
        guard coordinate.isValid else {
            throw CYError(
                .invalidCoordinate,
                "The coordinate (\(coordinate.latitude), \(coordinate.longitude)) is not a valid latitude (-90…90) and longitude (-180…180)."
            )
        }
        guard Self.hourlyLengthRange.contains(hourlyLength) else {
            throw CYError(.invalidParameter, "hourlyLength is \(hourlyLength); the API accepts 1 to 360 hours.")
        }
        guard Self.dailyLengthRange.contains(dailyLength) else {
            throw CYError(.invalidParameter, "dailyLength is \(dailyLength); the API accepts 1 to 15 days.")
        }
        guard File.allFiles.contains(file) else {
            throw CYError(
                .invalidParameter, "file is \"\(file)\"; the API serves weather, realtime, minutely, hourly and daily.")
        }
        guard Version.supported.contains(version) else {
            throw CYError(.invalidParameter, "version is \"\(version)\"; this client supports v2.5 and v2.6.")
        }
        if let begin, !(0...Self.latestBegin).contains(begin.timeIntervalSince1970) {
            throw CYError(.invalidParameter, "begin must be a date between 1970 and 3000.")
        }
    }

    /// Builds the request URL after checking every setting with ``validate()``.
    ///
    /// The path is `/{version}/{token}/{lon},{lat}/{file}` (with `.json` for v2.5), and the query
    /// holds `alert=true` when alerts are requested, `lang`, `unit`, the steps that apply to the
    /// file and `begin` when set.
    public func makeURL() throws -> URL {
        try checkedURL()
    }

    /// ``makeURL()`` with its error type spelled out, for the client's own use.
    func checkedURL() throws(CYError) -> URL {
        try validateAll()
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        let fileName = version == .v2_5 ? "\(file.rawValue).json" : file.rawValue
        components.path = [basePath, version.rawValue, token ?? "", coordinate.urlString, fileName].joined(
            separator: "/")
        components.queryItems = queryItems
        guard let url = components.url else {
            throw CYError(.invalidParameter, "The settings do not form a valid URL.")
        }
        return url
    }

    /// The query parameters, in the original `CaiyunWeather` library's order (`alert`, `lang`,
    /// `unit`, `dailysteps`, `hourlysteps`), then `begin`.
    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if shouldIncludeAlerts { items.append(URLQueryItem(name: "alert", value: "true")) }
        items.append(URLQueryItem(name: "lang", value: language.rawValue))
        items.append(URLQueryItem(name: "unit", value: measurementSystem.rawValue))
        if file == .weather || file == .daily {
            items.append(URLQueryItem(name: "dailysteps", value: String(dailyLength)))
        }
        if file == .weather || file == .hourly {
            items.append(URLQueryItem(name: "hourlysteps", value: String(hourlyLength)))
        }
        if let begin { items.append(URLQueryItem(name: "begin", value: String(Int(begin.timeIntervalSince1970)))) }
        return items
    }

    /// Letters, digits, `-` and `_`: the characters a token may hold without changing the path.
    private static let tokenCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}

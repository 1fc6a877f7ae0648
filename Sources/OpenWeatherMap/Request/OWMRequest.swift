import Foundation

/// One API call and the type of its response.
///
/// ```swift
/// let fetched = try await client.fetch(.forecast(for: .city("London", country: "GB")))
/// print(fetched.isFromCache, fetched.response.list.count)
/// ```
public struct OWMRequest<Response: Codable & Sendable>: Sendable {
    /// The path, such as `/data/2.5/weather`.
    public let path: String
    /// Whether the client's units and language apply.
    let isLocalized: Bool
    package let makeQuery: @Sendable () throws(OWMError) -> [URLQueryItem]

    init(path: String, isLocalized: Bool, query: @escaping @Sendable () throws(OWMError) -> [URLQueryItem]) {
        self.path = path
        self.isLocalized = isLocalized
        makeQuery = query
    }
}

extension OWMRequest where Response == OWMCurrentWeather {
    /// Current weather (`/data/2.5/weather`).
    public static func currentWeather(for location: OWMLocation) -> Self {
        Self(path: "/data/2.5/weather", isLocalized: true) { () throws(OWMError) in try location.queryItems() }
    }
}

extension OWMRequest where Response == OWMForecast {
    /// The 5-day forecast in 3-hour steps (`/data/2.5/forecast`); `count` limits the steps (1–40).
    public static func forecast(for location: OWMLocation, count: Int? = nil) -> Self {
        Self(path: "/data/2.5/forecast", isLocalized: true) { () throws(OWMError) in
            var query = try location.queryItems()
            if let count {
                guard (1...40).contains(count) else {
                    throw OWMError(.invalidParameter, "count is \(count); the forecast has 1 to 40 steps.")
                }
                query.append(URLQueryItem(name: "cnt", value: String(count)))
            }
            return query
        }
    }
}

extension OWMRequest where Response == OWMOneCall {
    /// One Call 3.0 (`/data/3.0/onecall`) with the given blocks; the others go in `exclude`.
    public static func oneCall(latitude: Double, longitude: Double, including blocks: OWMOneCallBlocks = .all) -> Self {
        Self(path: "/data/3.0/onecall", isLocalized: true) { () throws(OWMError) in
            var query = try OWMLocation.coordinate(latitude: latitude, longitude: longitude).queryItems()
            let excluded = OWMOneCallBlocks.all.subtracting(blocks).names
            if !excluded.isEmpty { query.append(URLQueryItem(name: "exclude", value: excluded.joined(separator: ","))) }
            return query
        }
    }
}

extension OWMRequest where Response == OWMPlaceList {
    /// Places with a name (`/geo/1.0/direct`), optionally with a state (US only) and a country.
    public static func geocode(_ name: String, state: String? = nil, country: String? = nil, limit: Int = 5) -> Self {
        Self(path: "/geo/1.0/direct", isLocalized: false) { () throws(OWMError) in
            try checkLimit(limit)
            return try OWMLocation.city(name, state: state, country: country).queryItems() + [
                URLQueryItem(name: "limit", value: String(limit))
            ]
        }
    }

    /// Places at a coordinate (`/geo/1.0/reverse`).
    public static func reverseGeocode(latitude: Double, longitude: Double, limit: Int = 5) -> Self {
        Self(path: "/geo/1.0/reverse", isLocalized: false) { () throws(OWMError) in
            try checkLimit(limit)
            return try OWMLocation.coordinate(latitude: latitude, longitude: longitude).queryItems() + [
                URLQueryItem(name: "limit", value: String(limit))
            ]
        }
    }

    private static func checkLimit(_ limit: Int) throws(OWMError) {
        guard (1...5).contains(limit) else {
            throw OWMError(.invalidParameter, "limit is \(limit); geocoding returns 1 to 5 places.")
        }
    }
}

extension OWMRequest where Response == OWMZipPlace {
    /// The place of a postal code (`/geo/1.0/zip`).
    public static func geocode(zip: String, country: String) -> Self {
        Self(path: "/geo/1.0/zip", isLocalized: false) { () throws(OWMError) in
            try OWMLocation.zip(zip, country: country).queryItems()
        }
    }
}

extension OWMRequest where Response == OWMAirPollution {
    /// Air quality now (`/data/2.5/air_pollution`).
    public static func airPollution(latitude: Double, longitude: Double) -> Self {
        Self(path: "/data/2.5/air_pollution", isLocalized: false) { () throws(OWMError) in
            try OWMLocation.coordinate(latitude: latitude, longitude: longitude).queryItems()
        }
    }
}

import Foundation

extension OWMClient {
    /// Current weather (`/data/2.5/weather`).
    public func currentWeather(for location: OWMLocation) async throws -> OWMCurrentWeather {
        try await fetch(.currentWeather(for: location)).response
    }

    /// The 5-day forecast in 3-hour steps (`/data/2.5/forecast`).
    public func forecast(for location: OWMLocation, count: Int? = nil) async throws -> OWMForecast {
        try await fetch(.forecast(for: location, count: count)).response
    }

    /// One Call 3.0 with the given blocks. Without the "One Call by Call" subscription the API
    /// answers 401, reported as ``OWMError/Code/subscriptionRequired``.
    public func oneCall(
        latitude: Double, longitude: Double, including blocks: OWMOneCallBlocks = .all
    ) async throws -> OWMOneCall {
        try await fetch(.oneCall(latitude: latitude, longitude: longitude, including: blocks)).response
    }

    /// Places with a name, such as `geocode("London", country: "GB")`.
    public func geocode(
        _ name: String, state: String? = nil, country: String? = nil, limit: Int = 5
    ) async throws -> OWMPlaceList {
        try await fetch(.geocode(name, state: state, country: country, limit: limit)).response
    }

    /// Places at a coordinate.
    public func reverseGeocode(latitude: Double, longitude: Double, limit: Int = 5) async throws -> OWMPlaceList {
        try await fetch(.reverseGeocode(latitude: latitude, longitude: longitude, limit: limit)).response
    }

    /// The place of a postal code.
    public func geocode(zip: String, country: String) async throws -> OWMZipPlace {
        try await fetch(.geocode(zip: zip, country: country)).response
    }

    /// Air quality now.
    public func airPollution(latitude: Double, longitude: Double) async throws -> OWMAirPollution {
        try await fetch(.airPollution(latitude: latitude, longitude: longitude)).response
    }
}

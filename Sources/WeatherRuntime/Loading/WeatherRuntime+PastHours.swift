import CaiyunWeather
import Foundation
import NeutralWeather

extension WeatherRuntime {
    /// The last `hours` hours at the place `request` names, from Caiyun's hourly file, starting
    /// at the top of an hour so that calls within the hour share one cached answer.
    ///
    /// - Throws: ``WeatherRuntimeError``: `not_supported` when `settings` choose another
    ///   provider (before the place is looked up), `no_place`, a place that cannot be found or
    ///   a missing token; Caiyun's `CYError`.
    public func pastHours(
        _ hours: Int, for request: PlaceRequest, settings: WeatherSettings? = nil, now: Date = Date()
    ) async throws -> LoadedWeather {
        let settings = settings ?? self.settings
        guard settings.provider == .caiyun else {
            throw WeatherRuntimeError(
                .notSupported,
                "Past weather comes from Caiyun only; \(settings.provider.profile.name)'s history is not available here."
            )
        }
        guard let place = try await places.resolve(request, language: settings.language) else {
            throw WeatherRuntimeError(.noPlace, "No place given, and no default place is saved.")
        }
        guard let token = settings.credential(for: .caiyun) else {
            throw WeatherRuntimeError.missingCredential(.caiyun, "for \(place.label)")
        }
        let coordinate = place.coordinate(for: .caiyun)
        var endpoint = CYEndpoint(
            token: token, coordinate: CYCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude))
        endpoint.baseURL = try settings.baseURL(for: .caiyun) ?? CYEndpoint.defaultBaseURL
        endpoint.language = settings.language.request
        endpoint.measurementSystem = settings.units.caiyun
        endpoint.hourlyLength = hours
        let hour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        endpoint.begin = Date(timeIntervalSince1970: hour - Double(hours) * 3600)
        let fetched = try await caiyunClient.fetch(endpoint, as: CYHourlyResult.self)
        var weather = CaiyunAdapter.weather(
            from: fetched.response, source: fetched.source, language: settings.language.display
        ).converted(to: settings.units.display)
        weather.location.name = place.name
        let response = fetched.response
        return LoadedWeather(
            weather: weather, place: place, coordinate: coordinate, provider: .caiyun, placeLabel: place.label,
            isExample: false, responseJSON: { try ProviderJSON.encode(response) })
    }
}

/// A service that finds places by name, for names the offline table lacks.
public protocol PlaceGeocoder: Sendable {
    /// The service's name in messages, such as "OpenWeatherMap".
    var name: String { get }

    /// The best place `query` names (`"London"`, `"London,GB"`), labelled in `language`, or
    /// `nil` when the service knows none.
    func place(named query: String, language: LanguageOption) async throws -> ResolvedPlace?
}

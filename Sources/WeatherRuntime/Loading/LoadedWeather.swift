import Foundation
import NeutralWeather

/// Weather ready to show: the provider-neutral value, the place it is for, and the provider's
/// response as the API wrote it.
public struct LoadedWeather: Sendable {
    /// The weather, in the settings' units.
    public var weather: Weather
    /// The place asked for; `nil` for the bundled example.
    public var place: ResolvedPlace?
    /// The coordinate the provider was asked at (GCJ-02 inside mainland China for Caiyun when
    /// the place came from a WGS-84 source).
    public var coordinate: (latitude: Double, longitude: Double)
    /// The provider that answered.
    public var provider: ProviderOption
    /// The place as people read it.
    public var placeLabel: String
    /// Whether this is the bundled example rather than live data.
    public var isExample: Bool
    /// The provider's response as the API wrote it, encoded when asked for (`--json`).
    public var responseJSON: @Sendable () throws -> Data
    /// Why answers could not be cached, when they could not, for a warning.
    public var cacheProblems: [String]
    /// How many of its billed calls the provider counts this answer as, when it bills by what a
    /// call asks for (Open-Meteo: more than 10 variables or 2 weeks count as more than one).
    public var billedCalls: Double?

    /// Creates loaded weather.
    public init(
        weather: Weather, place: ResolvedPlace?, coordinate: (latitude: Double, longitude: Double),
        provider: ProviderOption, placeLabel: String, isExample: Bool,
        responseJSON: @escaping @Sendable () throws -> Data, cacheProblems: [String] = []
    ) {
        self.weather = weather
        self.place = place
        self.coordinate = coordinate
        self.provider = provider
        self.placeLabel = placeLabel
        self.isExample = isExample
        self.responseJSON = responseJSON
        self.cacheProblems = cacheProblems
    }
}

/// How to load weather beyond what the settings say.
public struct WeatherLoadOptions: Sendable, Hashable {
    /// Whether to answer with the bundled example when no place is given and the provider's
    /// credential is missing (the `weather` command's first run), rather than an error.
    public var allowsExample: Bool
    /// Whether to ask for the longest forecast the provider offers (360 hours and 15 days from
    /// Caiyun) rather than the 48 hours and 7 days every front door shares by default.
    public var longestForecast: Bool
    /// The parts the front door shows. A provider that bills by what it is asked for
    /// (``ProviderProfile/billsByVariable``) is asked for these only; the others answer every
    /// part in one call, which every view shares.
    public var parts: WeatherDataSet

    /// Creates options.
    public init(allowsExample: Bool = false, longestForecast: Bool = false, parts: WeatherDataSet = .all) {
        self.allowsExample = allowsExample
        self.longestForecast = longestForecast
        self.parts = parts
    }
}

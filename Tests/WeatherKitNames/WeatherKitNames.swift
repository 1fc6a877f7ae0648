// A stand-in for Apple's WeatherKit on Linux: its public type names, declared empty, so a test
// can import them next to NeutralWeather as an app that imports WeatherKit does.

public struct Weather { public init() {} }
public final class WeatherService { public init() {} }
public struct CurrentWeather { public init() {} }
public struct MinuteWeather { public init() {} }
public struct HourWeather { public init() {} }
public struct DayWeather { public init() {} }
public struct Forecast<Element> { public init() {} }
public struct WeatherAlert { public init() {} }
public enum WeatherSeverity { case minor }
public enum WeatherCondition { case clear }
public struct WeatherAttribution { public init() {} }
public struct WeatherMetadata { public init() {} }
public struct WeatherAvailability { public init() {} }
public struct WeatherQuery<T> { public init() {} }
public enum WeatherError: Error { case unknown }
public struct Wind { public init() {} }
public struct UVIndex { public init() {} }
public enum Precipitation { case rain }
public enum PressureTrend { case steady }
public enum MoonPhase { case full }
public struct MoonEvents { public init() {} }
public struct SunEvents { public init() {} }
public struct DailyWeatherSummary<T> { public init() {} }
public struct HourlyWeatherStatistics<T> { public init() {} }
public struct HistoricalComparison { public init() {} }
public struct WeatherChanges { public init() {} }

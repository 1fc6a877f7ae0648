// The transport protocol, `HTTPSettings`, `CacheSettings`, the shared error codes and
// `FetchedResponse` (from APICore), and the display languages, wind, Beaufort, air-quality and
// precipitation levels and weather units (from WeatherVocabulary) are part of this library's
// API: `import CaiyunWeather` brings them along. Their names were chosen not to collide with
// those of common server and client packages.
@_exported import APICore
@_exported import WeatherVocabulary

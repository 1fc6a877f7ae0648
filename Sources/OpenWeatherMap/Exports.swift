// The transport protocol, settings, shared error codes and `FetchedResponse` (from APICore), and
// the weather vocabulary and units (from WeatherVocabulary) are part of this library's API.
@_exported import APICore
@_exported import WeatherVocabulary

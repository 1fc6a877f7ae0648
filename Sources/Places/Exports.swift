// The display languages place names are given in.
@_exported import WeatherVocabulary

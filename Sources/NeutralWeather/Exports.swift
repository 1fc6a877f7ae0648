// The vocabulary the model's values speak (display languages, wind, air-quality scales and
// categories), so `import NeutralWeather` is enough to name them.
@_exported import WeatherVocabulary

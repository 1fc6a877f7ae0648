// `WeatherModel.Data` is OpenWeatherMap's One Call model, so its fields come with the kit. No
// name of OpenWeatherMap (or the APICore and WeatherVocabulary it exports) clashes with the
// kit's; NeutralWeather, whose `Storage` and `WeatherProvider` would, is not exported.
@_exported import OpenWeatherMap

import CaiyunWeather
import NeutralWeather
import WeatherVocabulary

extension WeatherRuntime {
    /// The bundled example's place, in each display language.
    static let examplePlace = LocalizedText("Jincheng, Shanxi", "山西晋城", "山西晉城")

    /// The bundled Caiyun example response (Jincheng, Shanxi, April 2021) as loaded weather in
    /// `language`: what the `weather` command shows before a token is set.
    public func example(language: LanguageOption) -> LoadedWeather {
        let data = CYResponse.exampleData
        let response = CYResponse.example
        let label = Self.examplePlace(language.display)
        var weather = CaiyunAdapter.weather(from: response, language: language.display)
        weather.location.name = label
        return LoadedWeather(
            weather: weather, place: nil, coordinate: (response.coordinate.latitude, response.coordinate.longitude),
            provider: .caiyun, placeLabel: label, isExample: true,
            responseJSON: { try ProviderJSON.encode(try CYResponse.decode(data)) })
    }
}

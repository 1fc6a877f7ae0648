import WeatherVocabulary

/// The Swift blocks of `WeatherVocabulary.docc/WeatherVocabulary.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum WeatherVocabularyOverviewSnippets {
    static func block1() {
        print(WindDirection(degrees: 157)?.localized(in: .chineseSimplified) ?? "") // "南东南风"
        print(AirQualityScale.usEPA.category(for: 84)?.localizedName(in: .english) ?? "") // "Moderate"
    }
}

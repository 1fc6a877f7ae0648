import WeatherVocabulary

extension DisplayLanguage {
    /// The language matching a request language; Japanese falls back to English.
    public init(_ requestLanguage: CYEndpoint.RequestLanguage) {
        switch requestLanguage {
        case .chineseSimplified: self = .chineseSimplified
        case .chineseTraditional: self = .chineseTraditional
        case .englishUS, .englishUK, .japanese: self = .english
        }
    }
}

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

/// The language names, descriptions and alerts are shown in: the earlier name of
/// `DisplayLanguage`, which every client of the package now shares.
public typealias CYDisplayLanguage = DisplayLanguage

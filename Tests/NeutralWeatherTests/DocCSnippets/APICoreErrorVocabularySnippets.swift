import APICore

/// The Swift blocks of `APICore.docc/ErrorVocabulary.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum APICoreErrorVocabularySnippets {
    static func block1() throws {
        func explain(_ error: any Error) -> String {
            guard let error = error as? any APIClientError else { return "\(error)" }
            if let wait = error.retryAfter { return "\(error.message) Try again in \(Int(wait)) s." }
            return error.message
        }
    }
}

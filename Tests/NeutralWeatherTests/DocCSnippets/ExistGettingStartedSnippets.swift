import Exist

/// The Swift blocks of `Exist.docc/GettingStarted.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum ExistGettingStartedSnippets {
    static func block1() {
        let personalToken = "your-token"
        let exist = ExistClient(token: personalToken)
        _ = exist
    }
}

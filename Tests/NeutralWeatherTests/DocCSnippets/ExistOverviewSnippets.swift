import Exist

/// The Swift blocks of `Exist.docc/Exist.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum ExistOverviewSnippets {
    static func block1() async throws {
        let personalToken = "your-token"
        let exist = ExistClient(token: personalToken)
        print(try await exist.profile().today())
        for try await attribute in exist.attributesWithValues(days: 7) {
            print(attribute.label, attribute.typedValues.first?.value as Any)
        }
    }
}

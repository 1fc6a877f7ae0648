import ExistAPI
import Foundation

/// The Swift blocks of `ExistAPI.docc/ExistAPI.md`, each the body of a function, so the build
/// proves they compile as a reader pastes them, under the imports the article has declared so far.
/// A parameter is a name an earlier block declares. Never called: they would ask the real APIs.
enum ExistAPIOverviewSnippets {
    static func block1() async throws {
        let personalToken = "your-token"
        let existAPI = ExistAPI(token: personalToken)
        let (attributes, _) = try await existAPI.attributes(names: ["steps", "mood"], limit: 12)
        let steps = try attributes.first?.getIntValues()
        _ = try await existAPI.update(attributes: [IntAttributeUpdate(name: "steps", date: Date(), value: 3158)])
        _ = steps
    }
}

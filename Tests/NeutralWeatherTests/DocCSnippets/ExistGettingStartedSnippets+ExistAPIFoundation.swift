import Exist
import ExistAPI
import Foundation

/// The blocks of `Exist.docc/GettingStarted.md` after it imports ExistAPIFoundation.
extension ExistGettingStartedSnippets {
    static func block5(personalToken: String) async throws {
        let (attributes, response) = try await ExistAPI(token: personalToken).attributes(names: ["steps"], limit: 12)
        _ = (attributes, response)
    }
}

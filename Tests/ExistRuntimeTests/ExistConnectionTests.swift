import Exist
import Foundation
import Testing

@testable import ExistRuntime

/// The base URL and the sign-in, without a network.
@Suite("the connection: base URL, sign-in, configuration errors")
struct ExistConnectionTests {
    static let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("exist-runtime-tests")

    func connection(_ variables: [String: String], baseURL: String? = nil) -> ExistConnection {
        ExistConnection(
            variables: variables.merging(["EXIST_CONFIG_DIR": Self.folder.path]) { first, _ in first },
            legacyDirectory: Self.folder, baseURL: baseURL)
    }

    @Test("the given base URL, else EXIST_BASE_URL, else exist.io")
    func baseURL() throws {
        #expect(try connection([:]).baseURL() == ExistClient.Configuration.defaultBaseURL)
        let fromVariable = connection(["EXIST_BASE_URL": "http://127.0.0.1:8080/"])
        #expect(try fromVariable.baseURL().absoluteString == "http://127.0.0.1:8080/")
        let given = connection(["EXIST_BASE_URL": "ftp://nope"], baseURL: "https://example.com/")
        #expect(try given.baseURL().absoluteString == "https://example.com/")
    }

    @Test("a base URL that is not http or https is a configuration error naming where it came from")
    func badBaseURL() {
        #expect(
            throws: ExistRuntimeError(
                .invalidConfiguration, "EXIST_BASE_URL \"ftp://example.com\" is not an http or https URL.")
        ) {
            try connection(["EXIST_BASE_URL": "ftp://example.com"]).baseURL()
        }
        #expect(
            throws: ExistRuntimeError(.invalidConfiguration, "The Exist base URL \"nope\" is not an http or https URL.")
        ) {
            try connection([:], baseURL: "nope").baseURL()
        }
        #expect(!ExistRuntimeError(.invalidConfiguration, "").isInputError)
    }

    @Test("no credentials: not_signed_in, saying how to sign in")
    func notSignedIn() async {
        let error = await #expect(throws: ExistRuntimeError.self) { try await connection([:]).signedInClient() }
        #expect(error?.code == .notSignedIn && error?.message.contains("set EXIST_TOKEN") == true)
    }
}

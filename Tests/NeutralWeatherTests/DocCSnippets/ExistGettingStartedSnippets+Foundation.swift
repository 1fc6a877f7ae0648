import Exist
import Foundation

/// The blocks of `Exist.docc/GettingStarted.md` after it imports Foundation.
extension ExistGettingStartedSnippets {
    static func block2() async throws {
        let clientID = "your-client-id"
        let clientSecret = "your-client-secret"
        let applicationSupport = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let state = UUID().uuidString
        let app = ExistAppCredentials(clientID: clientID, clientSecret: clientSecret)
        let store = ExistFileTokenStore(directory: applicationSupport)
        let exist = ExistClient(configuration: .init(authentication: .oauth(app, store: store)))

        let redirect = URL(string: "https://example.com/exist/callback")!
        let page = try exist.authorizationURL(
            clientID: app.clientID, redirectURI: redirect, scopes: [.read("mood"), .write("mood")], state: state)
        print(page) // open it in a browser: the user allows access, and Exist sends them to `redirect`
        let code = "the-code-parameter-of-the-redirect" // check its `state` parameter is `state` first
        try await exist.exchangeCode(code, redirectURI: redirect)
    }

    static func block3(exist: ExistClient) async throws {
        let filter = ExistAttributeFilter(groups: ["mood", "sleep"])
        for try await attribute in exist.attributesWithValues(filter, days: 7) {
            for entry in attribute.typedValues {
                print(attribute.label, entry.date, entry.value.map { "\($0)" } ?? "no data")
            }
        }

        let strongest = try await exist.correlations(strongOnly: true).page(1).results
        let coffeeAndSleep = try await exist.correlation(between: "coffee", and: "sleep") // nil when none
        _ = (strongest, coffeeAndSleep)
    }

    static func block4(exist: ExistClient) async throws {
        let today = try await exist.profile().today() // the user's day, in their time zone
        let result = try await exist.update([
            ExistValueUpdate(name: "mood", date: today, value: 7),
            ExistValueUpdate(name: "sleep", date: today, typed: .duration(.seconds(7 * 3600))),
        ])
        for failure in result.failed { print(failure.name ?? "?", failure.errorCode, failure.error) }
    }
}

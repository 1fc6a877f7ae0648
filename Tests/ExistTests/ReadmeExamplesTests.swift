import Exist
import Foundation
import TestSupport
import Testing

/// The README's Exist quick start, run against a loopback server, so the documentation cannot drift.
@Suite("The README's Exist example works")
struct ExistReadmeExamplesTests {
    @Test("the quick start reads a profile, walks the pages, writes a mood and reads correlations")
    func quickStart() async throws {
        try await LoopbackServer.run({ request in
            switch request.rawPath {
            case "/api/2/accounts/profile/": .fixture("v2_accounts_profile.docs")
            case "/api/2/attributes/with-values/" where request.query["page"] == "2":
                .fixture("v2_empty_page.real.nango")
            case "/api/2/attributes/with-values/": .fixture("v2_attributes_with_values_page.docs")
            case "/api/2/attributes/update/":
                .json(#"{"success": [{"name": "mood", "date": "2022-05-16", "value": 7}], "failed": []}"#)
            default: .fixture("v2_correlations_page.docs")
            }
        }) { server in
            let personalToken = Secret.token
            let instant = Date(timeIntervalSince1970: 1_652_680_897)
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

            let exist = ExistClient.testing(server, authentication: .bearerToken(personalToken))
            let profile = try await exist.profile()
            let today = profile.today(now: instant)
            for try await attribute in exist.attributesWithValues(days: 7) {
                print(attribute.label, attribute.typedValues.first?.value.map { "\($0)" } ?? "–")
            }
            let result = try await exist.update([ExistValueUpdate(name: "mood", date: today, value: 7)])
            print(result.success.count, result.failed.map(\.error))
            print(try await exist.correlations(strongOnly: true).page(1).results.map(\.secondPerson))

            #expect(today.description == "2022-05-16")
            #expect(
                printed == [
                    "Steps integer(1533)", "1 []", #"["you spend more time asleep when you go to bed earlier."]"#,
                ])
            #expect(server.requests.contains { $0.rawPath == "/api/2/correlations/" && $0.query["strong"] == "1" })
            #expect(
                server.requests.first { $0.rawPath == "/api/2/attributes/update/" }?.bodyText
                    == #"[{"date":"2022-05-16","name":"mood","value":7}]"#)
        }
    }
}

import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist demo`: every read view, from recordings bundled with the tool, without an account.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "What each read view looks like, from bundled example data (no account needed).",
        discussion: """
            Shows profile, today, values, insights, averages and correlations as they look with \
            recorded responses from Exist's API documentation. Nothing is sent anywhere and no \
            credentials are read.
            """)

    @OptionGroup var output: ExistOutputOptions

    /// Each view's data, decoded from the recordings by the real client.
    struct Views: Encodable, Sendable {
        var profile: ExistProfile
        var today: [ExistAttribute]
        var values: [ExistDatedValue]
        var insights: [ExistInsight]
        var averages: [ExistAverage]
        var correlations: [ExistCorrelation]
    }

    /// The views as the example client reads them.
    static func views() async throws -> Views {
        let client = ExistExample.client()
        let profile = try await client.profile()
        let recordedDay = profile.today(now: profile.localTime?.date ?? Date())
        return Views(
            profile: profile,
            today: try await client.attributesWithValues(days: 1).collect(),
            values: try await client.values(of: "steps", endingOn: recordedDay).collect(),
            insights: try await client.insights().collect(),
            averages: try await client.averages().collect(),
            correlations: try await client.correlations().collect())
    }

    func run() async throws {
        let session = ExistSession(json: output.json, color: output.color)
        let views = try await Self.views()
        if output.json { return try session.printJSON(views) }
        session.print(Self.render(views))
    }

    /// Every view under its command, after a line that says the data is an example.
    static func render(_ views: Views) -> StyledText {
        var text = StyledText([
            Line([Span("Example data", .heading), Span(" · recorded from Exist's API documentation, not your account")]
            ),
            Line([Span("Sign in with `exist login --client-id ID` or `exist config --token-stdin` to see yours.", .dim)]
            ),
        ])
        func section(_ command: String, _ body: StyledText) {
            text.blank()
            text.append(Line([Span("$ \(command)", .dim)]))
            text.append(body)
        }
        section("exist profile", ReadRenderer.profile(views.profile))
        section("exist today", ReadRenderer.today(views.today))
        if let attribute = views.today.first(where: { $0.name == "steps" }),
            let first = views.values.map(\.date).min(), let last = views.values.map(\.date).max()
        {
            let typed = views.values.map { $0.typed(as: attribute.valueType) }
            let days = first.days(until: last) + 1
            section(
                "exist values steps --days \(days)",
                ReadRenderer.values(typed, attribute: attribute, from: first, to: last))
        }
        section("exist insights", ReadRenderer.insights(views.insights))
        section("exist averages", ReadRenderer.averages(views.averages))
        section("exist correlations", ReadRenderer.correlations(views.correlations))
        return text
    }
}

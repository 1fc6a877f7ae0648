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
        session.print(Self.render(views, width: session.environment.columns))
    }

    /// Every view under its command, after a line that says the data is an example.
    static func render(_ views: Views, width: Int = TerminalColumns.standard) -> StyledText {
        var text = StyledText()
        text.append(
            Line([Span("Example data", .heading), Span(" · recorded from Exist's API documentation, not your account")]
            ),
            width: width, indent: 0)
        text.append(
            Line([Span("Sign in with `exist login --client-id ID` or `exist config --token-stdin` to see yours.", .dim)]
            ),
            width: width, indent: 0)
        func section(_ command: String, _ body: StyledText) {
            text.blank()
            text.append(Line([Span("$ \(command)", .dim)]), width: width, indent: 2)
            text.append(body)
        }
        section("exist profile", ReadRenderer.profile(views.profile, width: width))
        section("exist today", ReadRenderer.today(views.today, width: width))
        if let attribute = views.today.first(where: { $0.name == "steps" }),
            let first = views.values.map(\.date).min(), let last = views.values.map(\.date).max()
        {
            let typed = views.values.map { $0.typed(as: attribute.valueType) }
            section(
                "exist values steps --from \(first) --to \(last)",
                ReadRenderer.values(typed, attribute: attribute, from: first, to: last, width: width))
        }
        section("exist insights", ReadRenderer.insights(views.insights, width: width))
        let labels = Dictionary(views.today.map { ($0.name, $0.label) }) { first, _ in first }
        section("exist averages", ReadRenderer.averages(views.averages, labels: labels, width: width))
        section("exist correlations", ReadRenderer.correlations(views.correlations, width: width))
        return text
    }
}

import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist correlations [NAME [NAME2]]`: what goes together.
struct CorrelationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correlations", abstract: "What tends to go together in your data (last week's batch).",
        discussion: """
            With one attribute, the correlations involving it; with two, the correlation between \
            them (`exist correlations steps mood`), when Exist has found one.
            """)

    @Argument(help: "Only correlations involving this attribute; with a second one, the pair's correlation.")
    var names: [String] = []
    @Flag(help: "Only strong correlations.") var strong = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        guard names.count <= 2 else { throw ValidationError("Give at most two attributes.") }
        if names.count == 2, strong {
            throw ValidationError("--strong lists correlations; give one attribute with it.")
        }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        if names.count == 2 {
            let (first, second) = (names[0], names[1])
            let found = try await session.fetching("Fetching the correlation…") {
                try await client.correlation(between: first, and: second)
            }
            if found == nil { try await refuseUnknown([first, second], client: client, session: session) }
            if output.json { return try session.printJSON(found) }
            guard let found else {
                session.print(
                    StyledText([
                        Line([
                            Span(
                                "Exist has found no correlation between \(ExistFormat.clean(first)) and "
                                    + "\(ExistFormat.clean(second)).", .dim)
                        ])
                    ]))
                return
            }
            return session.print(ReadRenderer.correlations([found], width: session.environment.columns))
        }
        let list = client.correlations(attribute: names.first, strongOnly: strong)
        let correlations = try await session.fetching("Fetching correlations…") { try await list.collect() }
        if correlations.isEmpty, let name = names.first {
            try await refuseUnknown([name], client: client, session: session)
        }
        if output.json { return try session.printJSON(correlations) }
        session.print(ReadRenderer.correlations(correlations, width: session.environment.columns))
    }

    /// Refuses the attributes among `names` the user does not have (Exist answers "no
    /// correlation" for them, which would hide the typo).
    private func refuseUnknown(_ names: [String], client: ExistClient, session: ExistSession) async throws {
        let known = try await session.fetching("Checking the attributes…") {
            try await client.attributes(named: names)
        }
        let unknown = names.filter { known[$0] == nil }
        guard !unknown.isEmpty else { return }
        let list = unknown.map(ExistFormat.clean).joined(separator: " and ")
        throw ExistRuntimeError(
            .unknownAttribute,
            "Unknown attribute \(list): you have none by \(unknown.count == 1 ? "that name" : "those names");"
                + " `exist attributes --all` lists yours.")
    }
}

import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist tag NAME…`: custom tags are Booleans; a missing tag is created, and the tool says so.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Tag a day (custom tags are yes/no attributes; missing ones are created).")

    @Argument(help: "Tag names, such as coffee or bad_sleep.") var names: [String]
    @Option(help: "The day, YYYY-MM-DD (default: today in your Exist time zone).") var date: String?
    @Flag(help: "Untag instead (set the tags to no).") var remove = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("Name at least one tag.") }
        if let date, ExistDate(date) == nil { throw ValidationError("--date must be a date, YYYY-MM-DD.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let value: ExistJSON = remove ? 0 : 1
        let given = date.flatMap(ExistDate.init)
        let asked = self.names
        let (day, types) = try await session.fetching("Reading…") {
            let today = try await session.today(client)
            try session.refuseFuture([given], today: today, allowed: allowFuture)
            return (given ?? today, try await session.valueTypes(of: asked, client: client))
        }
        var names = asked
        let missing = names.filter { types[$0] == nil }
        if !missing.isEmpty, !remove {
            let labels = missing.map { $0.replacingOccurrences(of: "_", with: " ") }
            session.warn(
                "No tag called \(missing.map { "“\(ExistFormat.clean($0))”" }.joined(separator: ", ")) yet: creating"
                    + " \(missing.count == 1 ? "it" : "them") (yes/no, in Daily tags).")
            let created = try await session.fetching("Creating…") {
                try await client.createAttributes(labels.map { ExistNewAttribute.tag($0) })
            }
            for failure in created.failed {
                session.warn(
                    "Could not create \(ExistFormat.clean(failure.name ?? "a tag")): \(ExistFormat.clean(failure.error))"
                )
            }
            for (name, label) in zip(missing, labels) {
                guard let made = created.success.first(where: { ($0.attribute?.label ?? $0.name) == label }) else {
                    continue
                }
                session.warn("Created tag \(ExistFormat.clean(made.name)).")
                if made.name != name { names = names.map { $0 == name ? made.name : $0 } }
            }
        }
        let updates = names.map { ExistValueUpdate(name: $0, date: day, value: value) }
        let result = try await session.fetching("Tagging…") { try await client.update(updates) }
        try session.report(result, verb: remove ? "untagged" : "tagged") {
            "\($0.name)\($0.date.map { " on \($0)" } ?? "")"
        }
    }
}

import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist tag NAME…`: custom tags are Booleans; a missing tag is created, and the tool says so.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Tag a day (custom tags are yes/no attributes; missing ones are created).",
        discussion:
            "A tag is a yes/no attribute in Exist's Daily tags. One you do not have is created with the label as"
            + " typed (an underscore read as a space); Exist names it after the label, and the tool writes to the"
            + " name Exist answers with. Exist makes names from a label's letters a to z and digits, so a label"
            + " with none (咖啡), or whose name another attribute has, is refused before anything is created. To"
            + " undo: --remove sets a tag back to no, and `exist release NAME` gives up this client's ownership"
            + " (Exist then marks the attribute inactive, so it no longer shows with the day's values). Exist's API"
            + " cannot delete an attribute: only the Exist app can.")

    @Argument(help: "Tag names or labels, such as coffee or \"Green tea\".") var names: [String] = []
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Flag(help: "Untag instead (set the tags to no).") var remove = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            if names.isEmpty { throw ValidationError("Name at least one tag.") }
            let expression = try DayArgument.parse(date, option: "--date")
            let client = try await session.signedInClient()
            let (typed, allowFuture) = (self.names, self.allowFuture)
            let (day, attributes, labelled) = try await session.fetching("Reading…") {
                let today = try await session.today(client)
                let given = expression?.resolved(today: today)
                try session.refuseFuture([given], today: today, allowed: allowFuture)
                let attributes = try await client.attributes(named: TagResolution.names(for: typed))
                // Exist may have named a tag with letters beyond a to z otherwise than predicted:
                // such a tag is looked for by its label too.
                let filter = ExistAttributeFilter(groups: ["custom"], includeInactive: true, includeLowPriority: true)
                let labelled = TagResolution.needsLabels(typed) ? try await client.attributes(filter).collect() : []
                return (given ?? today, attributes, labelled)
            }
            let tags = try TagResolution(typed, attributes: attributes, labelled: labelled)
            if !tags.notTags.isEmpty {
                let described = tags.notTags.map { "\($0.name) (\($0.valueTypeDescription))" }
                let list = ExistFormat.clean(described.joined(separator: ", "))
                throw ExistRuntimeError(
                    .notATag,
                    "Not yes/no attributes, so not tags: \(list). Nothing was written; set them with"
                        + " `exist update NAME=VALUE`.")
            }
            var names = tags.existing.map(\.name)
            var complete = true
            if !tags.new.isEmpty, remove {
                session.warn("No tag called \(Self.quoted(tags.new.map(\.typed))): nothing to untag.")
                complete = false
            } else if !tags.new.isEmpty {
                let created = try await create(tags.new, client: client, session: session)
                names += created
                complete = created.count == tags.new.count
            }
            guard !names.isEmpty else {
                throw ExistRuntimeError(.unknownAttribute, "No tag was written: none of them could be used.")
            }
            let updates = names.map { ExistValueUpdate(name: $0, date: day, value: remove ? 0 : 1) }
            let result = try await session.fetching("Tagging…") { try await client.update(updates) }
            try session.report(result, verb: remove ? "untagged" : "tagged", custom: ExistSession.custom(attributes)) {
                "\($0.name)\($0.date.map { " on \($0)" } ?? "")"
            }
            if !complete { throw ExitCode.failure }
        }
    }

    /// Creates the `new` tags and returns the names Exist answered with, for those it created.
    private func create(
        _ new: [TagResolution.New], client: ExistClient, session: ExistSession
    ) async throws -> [String] {
        session.warn(
            "No tag called \(Self.quoted(new.map(\.typed))) yet: creating \(new.count == 1 ? "it" : "them") (yes/no,"
                + " in Daily tags).")
        let labels = new.map(\.label)
        let created = try await session.fetching("Creating…") {
            try await client.createAttributes(labels.map { ExistNewAttribute.tag($0) })
        }
        for failure in created.failed {
            session.warn(
                "Could not create \(ExistFormat.clean(failure.name ?? "a tag")): \(ExistFormat.clean(failure.error))")
        }
        let answered = AttributeNames.answered(created, labels: labels)
        var names: [String] = []
        for tag in new {
            guard let name = answered[tag.label] else { continue }
            guard !name.isEmpty else {
                let label = ExistFormat.clean(tag.label)
                session.warn("Exist created “\(label)” without a name, so it cannot be tagged.")
                continue
            }
            let renamed = name == tag.predicted ? "" : " (Exist's name for “\(ExistFormat.clean(tag.label))”)"
            session.warn("Created tag \(ExistFormat.clean(name))\(renamed).")
            names.append(name)
        }
        return names
    }

    /// Tags as typed, each in quotes: “coffee”, “Green tea”.
    static func quoted(_ typed: [String]) -> String {
        typed.map { "“\(ExistFormat.clean($0))”" }.joined(separator: ", ")
    }
}

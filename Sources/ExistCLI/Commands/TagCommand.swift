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
            let (day, lookup) = try await session.fetching("Reading…") {
                let today = try await session.today(client)
                let given = expression?.resolved(today: today)
                try session.refuseFuture([given], today: today, allowed: allowFuture)
                return (given ?? today, try await TagResolution.lookup(typed, client: client))
            }
            let tags = try TagResolution(typed, lookup: lookup)
            if let refusal = tags.notTagsRefusal(fix: "set them with `exist update NAME=VALUE`") {
                throw ExistRuntimeError(refusal.code, ExistFormat.clean(refusal.message))
            }
            var names = tags.existing.map(\.name)
            var complete = true
            if !tags.new.isEmpty, remove {
                session.warn(
                    "No tag called \(ExistFormat.clean(TagCreation.quoted(tags.new.map(\.typed)))): nothing to untag.")
                complete = false
            } else if !tags.new.isEmpty {
                let created = try await session.createTags(tags.new, client: client)
                names += created.names
                complete = created.isComplete
            }
            guard !names.isEmpty else {
                throw ExistRuntimeError(.unknownAttribute, "No tag was written: none of them could be used.")
            }
            let updates = names.map { ExistValueUpdate(name: $0, date: day, value: remove ? 0 : 1) }
            let result = try await session.fetching("Tagging…") { try await client.update(updates) }
            try session.report(
                result, verb: remove ? "untagged" : "tagged", custom: ExistSession.custom(lookup.attributes)
            ) {
                "\($0.name)\($0.date.map { " on \($0)" } ?? "")"
            }
            if !complete { throw ExitCode.failure }
        }
    }
}

extension ExistSession {
    /// Creates the `new` tags, saying so first and what became of each after, and returns the
    /// names Exist answered with.
    func createTags(_ new: [TagResolution.New], client: ExistClient) async throws -> TagCreation {
        warn(ExistFormat.clean(TagCreation.announcement(new)))
        let created = try await fetching("Creating…") { try await TagCreation.create(new, client: client) }
        for note in created.notes { warn(ExistFormat.clean(note)) }
        return created
    }
}

import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist tag NAME…`: custom tags are Booleans; a missing tag is created, and the tool says so.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Tag a day (custom tags are yes/no attributes; missing ones are created).")

    @Argument(help: "Tag names, such as coffee or bad_sleep.") var names: [String]
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Flag(help: "Untag instead (set the tags to no).") var remove = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("Name at least one tag.") }
        _ = try DayArgument.parse(date, option: "--date")
    }

    /// A tag's name as Exist makes it from a label: lower case, with spaces and other marks as
    /// `_` (one for a run), none at either end; "Green tea" and "green_tea" are the same tag.
    static func name(_ typed: String) -> String {
        var name = ""
        for character in typed.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            if character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "_" {
                name.append("_")
            }
        }
        while name.last == "_" { name.removeLast() }
        return name
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        var typed: [String: String] = [:]
        var asked: [String] = []
        for text in self.names {
            let name = Self.name(text)
            guard !name.isEmpty else { throw ValidationError("“\(text)” is not a tag name.") }
            if typed[name] == nil { asked.append(name) }
            typed[name] = typed[name] ?? text
        }
        let client = try await session.signedInClient()
        let value: ExistJSON = remove ? 0 : 1
        let expression = try DayArgument.parse(date, option: "--date")
        let (day, attributes) = try await session.fetching("Reading…") {
            let today = try await session.today(client)
            let given = expression?.resolved(today: today)
            try session.refuseFuture([given], today: today, allowed: allowFuture)
            return (given ?? today, try await client.attributes(named: asked))
        }
        let notTags = asked.filter { attributes[$0].map { $0.valueType != .boolean } ?? false }
        if !notTags.isEmpty {
            let described = notTags.map { name in
                "\(ExistFormat.clean(name)) (\(ExistFormat.clean(attributes[name]?.valueTypeDescription ?? "")))"
            }
            throw CLIError(
                "Not yes/no attributes, so not tags: \(described.joined(separator: ", ")). Nothing was written; set"
                    + " them with `exist update NAME=VALUE`.")
        }
        var names = asked
        let missing = names.filter { attributes[$0] == nil }
        if !missing.isEmpty, !remove {
            let labels = missing.map { (typed[$0] ?? $0).replacingOccurrences(of: "_", with: " ") }
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
        try session.report(result, verb: remove ? "untagged" : "tagged", custom: ExistSession.custom(attributes)) {
            "\($0.name)\($0.date.map { " on \($0)" } ?? "")"
        }
    }
}

import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist acquire NAME…`: take ownership so this client may write.
struct AcquireCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "acquire",
        abstract: "Take ownership of attributes, so this client can write them (creates templated ones you lack).")

    @Argument(help: "Attribute names, such as mood or coffee.") var names: [String]
    @Flag(help: "Allow custom (non-templated) attributes.") var allowCustom = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("Name at least one attribute.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let items = names.map { ExistAcquisition.name($0) }
        let result = try await session.fetching("Acquiring…") {
            try await client.acquire(items, allowUserDefined: allowCustom)
        }
        try session.report(result, verb: "acquired") { $0.name }
    }
}

/// `exist release NAME…`: give up ownership.
struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release", abstract: "Give up ownership of attributes.")

    @Argument(help: "Attribute names.") var names: [String]
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("Name at least one attribute.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let names = self.names
        let result = try await session.fetching("Releasing…") { try await client.release(names: names) }
        try session.report(result, verb: "released") { $0.name }
    }
}

/// `exist update NAME=VALUE…` or `exist update --csv FILE`: set values.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Set values: NAME=VALUE for one day, or a CSV file of name,date,value rows of any length.",
        discussion:
            "Values are read by each attribute's type: 7:30 for times and durations, 57% for percentages,"
            + " yes/no for tags."
    )

    @Argument(help: "NAME=VALUE pairs.") var pairs: [String] = []
    @Option(help: "The day, YYYY-MM-DD (default: today in your Exist time zone).") var date: String?
    @Option(help: "A CSV file of name,date,value rows (a header row is optional).") var csv: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if pairs.isEmpty == (csv == nil) { throw ValidationError("Give NAME=VALUE pairs or --csv FILE.") }
        if csv != nil, date != nil {
            throw ValidationError("--date is for NAME=VALUE pairs; CSV rows carry their own dates.")
        }
        if let date, ExistDate(date) == nil { throw ValidationError("--date must be a date, YYYY-MM-DD.") }
        for pair in pairs { _ = try ValueParser.pair(pair) }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let entries: [(name: String, date: ExistDate?, value: String)]
        if let csv {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: csv), encoding: .utf8)
            } catch {
                throw ValidationError("Cannot read \(csv).")
            }
            entries = try CSVImport.rows(text).map { ($0.name, $0.date, $0.value) }
        } else {
            entries = try pairs.map { try ValueParser.pair($0) }.map {
                ($0.name, date.flatMap(ExistDate.init), $0.value)
            }
        }
        let client = try await session.signedInClient()
        let result = try await session.fetching("Writing \(entries.count) values…") {
            let types = try await session.valueTypes(of: entries.map(\.name), client: client)
            var today: ExistDate?
            if entries.contains(where: { $0.date == nil }) {
                today = try await client.profile().today(now: session.environment.now())
            }
            let updates = try entries.map { entry in
                guard let date = entry.date ?? today else { throw CLIError("No day for \(entry.name).") }
                return ExistValueUpdate(
                    name: entry.name, date: date,
                    value: try ValueParser.value(entry.value, type: types[entry.name], name: entry.name))
            }
            return try await client.update(updates)
        }
        try session.report(result, verb: "set") { "\($0.name) \($0.date.map { "\($0) " } ?? "")= \($0.value)" }
    }
}

/// `exist increment NAME=DELTA…`: add to today's values.
struct IncrementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "increment",
        abstract: "Add to values (integers, decimals, durations, percentages); never sent twice.",
        discussion:
            "If Exist times out or fails after receiving an increment, the tool says the outcome is unknown"
            + " instead of sending it again."
    )

    @Argument(help: "NAME=DELTA pairs, such as coffees=1.") var pairs: [String]
    @Option(help: "The day, YYYY-MM-DD (default: today in your Exist time zone).") var date: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if pairs.isEmpty { throw ValidationError("Give at least one NAME=DELTA pair.") }
        if let date, ExistDate(date) == nil { throw ValidationError("--date must be a date, YYYY-MM-DD.") }
        for pair in pairs { _ = try ValueParser.pair(pair) }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let entries = try pairs.map { try ValueParser.pair($0) }
        let day = date.flatMap(ExistDate.init)
        let result = try await session.fetching("Incrementing…") {
            let types = try await session.valueTypes(of: entries.map(\.name), client: client)
            let items = try entries.map {
                ExistIncrement(
                    name: $0.name, value: try ValueParser.delta($0.value, type: types[$0.name], name: $0.name),
                    date: day)
            }
            return try await client.increment(items)
        }
        try session.report(result, verb: "added") { item in
            "\(item.value) to \(item.name)" + (item.current.map { " (now \($0))" } ?? "")
        }
    }
}

/// `exist tag NAME…`: custom tags are Booleans.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Tag a day (custom tags are yes/no attributes).")

    @Argument(help: "Tag names, such as coffee or bad_sleep.") var names: [String]
    @Option(help: "The day, YYYY-MM-DD (default: today in your Exist time zone).") var date: String?
    @Flag(help: "Untag instead (set the tags to no).") var remove = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if names.isEmpty { throw ValidationError("Name at least one tag.") }
        if let date, ExistDate(date) == nil { throw ValidationError("--date must be a date, YYYY-MM-DD.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let names = self.names
        let value: ExistJSON = remove ? 0 : 1
        let given = date.flatMap(ExistDate.init)
        let result = try await session.fetching("Tagging…") {
            var day = given
            if day == nil { day = try await client.profile().today(now: session.environment.now()) }
            guard let day else { throw CLIError("No day to tag.") }
            return try await client.update(names.map { ExistValueUpdate(name: $0, date: day, value: value) })
        }
        try session.report(result, verb: remove ? "untagged" : "tagged") {
            "\($0.name)\($0.date.map { " on \($0)" } ?? "")"
        }
    }
}

extension ExistSession {
    /// The value type of each named attribute the user has (names Exist does not list are left
    /// out, and their values read as numbers or text).
    package func valueTypes(of names: [String], client: ExistClient) async throws -> [String: ExistValueType] {
        let unique = Array(Set(names)).sorted()
        var types: [String: ExistValueType] = [:]
        for start in stride(from: 0, to: unique.count, by: 100) {
            let chunk = Array(unique[start..<min(start + 100, unique.count)])
            let filter = ExistAttributeFilter(names: chunk, includeInactive: true, includeLowPriority: true)
            for try await attribute in client.attributes(filter) { types[attribute.name] = attribute.valueType }
        }
        return types
    }

    /// Prints a write's result (or its JSON) and exits 1 when any item failed.
    func report<S>(_ result: ExistWriteResult<S>, verb: String, describe: (S) -> String) throws {
        if json {
            try printJSON(result)
        } else {
            print(WriteRenderer.result(result, verb: verb, width: environment.columns, describe: describe))
        }
        if !result.isComplete { throw ExitCode.failure }
    }
}

import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist profile`: the signed-in user.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "The signed-in user: name, time zone, units.")

    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let profile = try await session.fetching("Fetching the profile…") { try await client.profile() }
        if output.json { return try session.printJSON(profile) }
        session.print(ReadRenderer.profile(profile, width: session.environment.columns))
    }
}

/// `exist attributes`: the user's attributes by group.
struct AttributesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes", abstract: "Your attributes, grouped as in the Exist app.")

    @Option(name: .customLong("group"), help: "Only this group (repeatable), such as mood or activity.") var groups:
        [String] = []
    @Flag(help: "Only the attributes this client owns.") var owned = false
    @Flag(help: "Include inactive and low-priority attributes.") var all = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let filter = ExistAttributeFilter(groups: groups, includeInactive: all, includeLowPriority: all)
        let list = owned ? client.ownedAttributes(filter) : client.attributes(filter)
        let attributes = try await session.fetching("Fetching attributes…") { try await list.collect() }
        if output.json { return try session.printJSON(attributes) }
        session.print(ReadRenderer.attributes(attributes, width: session.environment.columns))
    }
}

/// `exist today` (the default): every attribute's value today.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today", abstract: "Every attribute's value today, grouped as in the Exist app (the default).")

    @Option(name: .customLong("group"), help: "Only this group (repeatable).") var groups: [String] = []
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let list = client.attributesWithValues(ExistAttributeFilter(groups: groups), days: 1)
        let attributes = try await session.fetching("Fetching today's values…") { try await list.collect() }
        if output.json { return try session.printJSON(attributes) }
        session.print(ReadRenderer.today(attributes, width: session.environment.columns))
    }
}

/// `exist values NAME`: one attribute's recent values.
struct ValuesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values", abstract: "One attribute's values: a sparkline and a row per day.")

    @Argument(help: "The attribute's name, such as steps or mood.") var name: String
    @Option(help: "How many days, ending today (1–3650).") var days = 14
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        guard (1...3650).contains(days) else { throw ValidationError("--days must be between 1 and 3650.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let name = self.name
        let days = self.days
        let (attribute, values, first, last) = try await session.fetching("Fetching \(name)…") {
            let profile = try await client.profile()
            let last = profile.today(now: session.environment.now())
            let first = last.adding(days: 1 - days)
            let found = try await client.attributes(
                ExistAttributeFilter(names: [name], includeInactive: true, includeLowPriority: true)
            ).collect()
            guard let attribute = found.first else {
                throw CLIError("You have no attribute called \"\(name)\"; see `exist attributes --all`.")
            }
            var values: [ExistDatedValue] = []
            for try await value in client.values(of: name, endingOn: last).pageSize(min(days, 100)) {
                if value.date < first { break }
                if value.date <= last { values.append(value) }
            }
            return (attribute, values, first, last)
        }
        if output.json { return try session.printJSON(values) }
        session.print(
            ReadRenderer.values(
                values.map { $0.typed(as: attribute.valueType) }, attribute: attribute, from: first, to: last,
                width: session.environment.columns))
    }
}

/// `exist insights`: what Exist noticed.
struct InsightsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insights", abstract: "Insights Exist found in your data, newest first.")

    @Option(help: "Only insights of this priority: 1 today, 2 a day, 3 a week, 4 a month.") var priority: Int?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        if let priority, !(1...4).contains(priority) { throw ValidationError("--priority must be 1, 2, 3 or 4.") }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let insights = try await session.fetching("Fetching insights…") {
            try await client.insights(priority: priority).collect()
        }
        if output.json { return try session.printJSON(insights) }
        session.print(ReadRenderer.insights(insights, width: session.environment.columns))
    }
}

/// `exist averages [NAME]`: typical values by weekday.
struct AveragesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "averages", abstract: "Typical values (medians of the last 60 days), overall and by weekday.")

    @Argument(help: "Only this attribute.") var name: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let list = client.averages(attributes: name.map { [$0] } ?? [])
        let averages = try await session.fetching("Fetching averages…") { try await list.collect() }
        if output.json { return try session.printJSON(averages) }
        session.print(ReadRenderer.averages(averages, width: session.environment.columns))
    }
}

/// `exist correlations [NAME]`: what goes together.
struct CorrelationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correlations", abstract: "What tends to go together in your data (last week's batch).")

    @Argument(help: "Only correlations involving this attribute.") var name: String?
    @Flag(help: "Only strong correlations.") var strong = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let list = client.correlations(attribute: name, strongOnly: strong)
        let correlations = try await session.fetching("Fetching correlations…") { try await list.collect() }
        if output.json { return try session.printJSON(correlations) }
        session.print(ReadRenderer.correlations(correlations, width: session.environment.columns))
    }
}

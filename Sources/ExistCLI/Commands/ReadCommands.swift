import ArgumentParser
import Exist
import ExistRuntime
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

/// `exist today` (the default): every attribute's value today, or on another day.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today", abstract: "Every attribute's value today, grouped as in the Exist app (the default).")

    @Option(name: .customLong("group"), help: "Only this group (repeatable).") var groups: [String] = []
    @Option(
        parsing: .unconditional, help: "Another day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        _ = try DayArgument.parse(date, option: "--date")
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let asked = try DayArgument.parse(date, option: "--date")
        let groups = self.groups
        let label = asked.map { "Fetching the values of \($0)…" } ?? "Fetching today's values…"
        let (day, attributes) = try await session.fetching(label) {
            // A day named relative to today needs the profile's time zone; a date does not.
            var day = asked?.date
            if let asked, day == nil { day = asked.resolved(today: try await session.today(client)) }
            let list = client.attributesWithValues(ExistAttributeFilter(groups: groups), days: 1, endingOn: day)
            return (day, try await list.collect())
        }
        if output.json { return try session.printJSON(attributes) }
        session.print(ReadRenderer.today(attributes, on: day, width: session.environment.columns))
    }
}

/// `exist values NAME`: one attribute's values over a range of days.
struct ValuesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values", abstract: "One attribute's values: a sparkline and a row per day.",
        discussion: """
            The range is --days days ending today, or --from and --to (either one with --days): each a date \
            (YYYY-MM-DD), today, yesterday, -N (N days ago) or a weekday (the last one before today), in your \
            Exist time zone. Days after today are shown only when --to names them.
            """)

    @Argument(help: "The attribute's name, such as steps or mood.") var name: String
    @Option(help: "How many days, ending on --to or today (1–3650; default 14).") var days: Int?
    @Option(parsing: .unconditional, help: "The first day: \(DayArgument.forms).") var from: String?
    @Option(parsing: .unconditional, help: "The last day, in the same forms (default: today).") var to: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func validate() throws {
        _ = try DayArgument.range(days: days, from: from, to: to)
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let name = self.name
        let asked = try DayArgument.range(days: days, from: from, to: to)
        let (attribute, values, range) = try await session.fetching("Fetching \(name)…") {
            let profile = try await client.profile()
            let range = try asked.resolved(today: profile.today(now: session.environment.now()))
            let found = try await client.attributes(
                ExistAttributeFilter(names: [name], includeInactive: true, includeLowPriority: true)
            ).collect()
            guard let attribute = found.first else {
                throw CLIError("You have no attribute called \"\(name)\"; see `exist attributes --all`.")
            }
            return (attribute, try await range.values(of: name, from: client), range)
        }
        if output.json { return try session.printJSON(values) }
        session.print(
            ReadRenderer.values(
                values.map { $0.typed(as: attribute.valueType) }, attribute: attribute, from: range.first,
                to: range.last, width: session.environment.columns))
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
        let (averages, labels) = try await session.fetching("Fetching averages…") {
            let averages = try await list.collect()
            if averages.isEmpty || output.json { return (averages, [String: String]()) }
            // The attributes' labels, as the Exist app shows them.
            let names = Array(Set(averages.map(\.attribute)))
            let attributes = try await client.attributes(
                ExistAttributeFilter(names: names, includeInactive: true, includeLowPriority: true)
            ).collect()
            return (averages, Dictionary(attributes.map { ($0.name, $0.label) }) { first, _ in first })
        }
        if output.json { return try session.printJSON(averages) }
        session.print(ReadRenderer.averages(averages, labels: labels, width: session.environment.columns))
    }
}

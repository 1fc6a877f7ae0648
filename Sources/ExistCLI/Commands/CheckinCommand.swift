import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist checkin`: the end-of-day check-in the Exist app has (the mood, a mood note, tags) in
/// one write; on a terminal with none of them given, it asks for each, showing the day's values.
struct CheckinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin", abstract: "The end-of-day check-in: mood (1-9), a mood note and tags, in one write.",
        discussion:
            "For scripts and cron: exist checkin --mood 7 --note \"long walk\" --tags coffee,reading --date yesterday."
            + " On a terminal, with none of --mood, --note and --tags, it shows the day's mood, note and tags and asks"
            + " for each in turn; Enter keeps a value. Tags you do not have are created as `exist tag` creates them"
            + " (yes/no, in Daily tags, named by Exist after the label); -NAME in the list sets a tag back to no."
            + " Everything is sent in one write. mood and mood_note must be attributes this client owns: `exist"
            + " acquire mood mood_note` takes them. A mood outside 1 to 9 is refused unless --force is given, a note"
            + " of more than 1,000 characters always, and days after today in your Exist time zone unless"
            + " --allow-future is given; nothing is created or sent then. --dry-run checks it all, shows what would"
            + " be written and which values it would replace, and sends nothing.")

    @Option(help: "The day's mood, 1 (terrible) to 9 (excellent).") var mood: String?
    @Option(help: "The mood note (at most 1,000 characters).") var note: String?
    @Option(
        parsing: .unconditionalSingleValue,
        help: "Tags to set, separated by commas (coffee,reading); -NAME sets one back to no. Repeatable.")
    var tags: [String] = []
    @Option(parsing: .unconditional, help: "The day: \(DayArgument.forms) (default: today in your Exist time zone).")
    var date: String?
    @Flag(help: "Check what would be written and which values it would replace; send nothing.") var dryRun = false
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
    @Flag(help: "Send a mood outside 1 to 9 anyway.") var force = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    /// What the refusal of an attribute named as a tag that is not one says to do instead.
    static let notTagFix = "set them with `exist update NAME=VALUE`"

    /// The check-in the options ask for (empty when none of them was given).
    private func given() throws -> CheckIn {
        var checkIn = CheckIn(mood: mood, note: note)
        for list in tags { checkIn.addTags(list) }
        if !tags.isEmpty, checkIn.tags.isEmpty, checkIn.removedTags.isEmpty {
            throw ValidationError("--tags names no tag.")
        }
        return checkIn
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            var checkIn = try given()
            let asked = try DayArgument.parse(date, option: "--date")
            let asking = checkIn.isEmpty
            if asking, !session.environment.isInputTerminal {
                throw ValidationError("Give --mood, --note or --tags (on a terminal, exist checkin asks for each).")
            }
            let client = try await session.signedInClient()
            let refusesFuture = !dryRun && !allowFuture
            let (today, current) = try await session.fetching("Reading the day…") {
                let today = try await session.today(client)
                let day = asked?.resolved(today: today) ?? today
                try session.refuseFuture([day], today: today, allowed: !refusesFuture)
                return (today, try await CheckInDay.read(client, on: day))
            }
            if asking {
                checkIn = try CheckinPrompt(session: session, force: force).ask(current, today: today)
                if checkIn.isEmpty { return try unchanged(current.date, session) }
            }
            let (day, force, planned) = (current.date, self.force, checkIn)
            let plan = try await session.fetching("Checking…") {
                try await planned.plan(
                    day: day, client: client, force: force, forceHint: UpdateCommand.forceHint,
                    notTagFix: Self.notTagFix)
            }
            for typed in plan.unknownRemovals {
                session.warn("No tag called “\(ExistFormat.clean(typed))”: nothing to untag.")
            }
            let context = WriteContext(session: session, client: client, attributes: plan.attributes, today: today)
            if dryRun {
                let creating = plan.new.map { ExistValueUpdate(name: $0.predicted, date: day, value: 1) }
                return try await DryRun.check(
                    plan.values, problems: [], context, allowFuture: allowFuture, requests: plan.requests,
                    creating: (plan.new.map(\.label), creating), existing: current.existing)
            }
            try await write(plan, context, existing: current.existing)
        }
    }

    /// Creates the tags the user lacks, then sends every value in one write and reports it.
    private func write(
        _ plan: CheckIn.Plan, _ context: WriteContext, existing: [String: [ExistDate: ExistJSON]]
    ) async throws {
        let (session, client) = (context.session, context.client)
        let created = plan.new.isEmpty ? TagCreation() : try await session.createTags(plan.new, client: client)
        let updates = plan.updates(created: created.names)
        guard !updates.isEmpty else {
            throw ExistRuntimeError(.unknownAttribute, "Nothing was written: none of the tags could be created.")
        }
        let result = try await session.fetching("Writing \(Plural.count(updates.count, "value"))…") {
            try await client.update(updates)
        }
        let written = Set(result.success.compactMap { item in item.date.map { "\(item.name) \($0)" } })
        let overwritten = ImportPlan.overwrites(updates, existing: existing).filter {
            written.contains("\($0.name) \($0.date)")
        }
        let types = plan.types(created: created.names)
        try session.report(
            result, verb: "set", overwritten: overwritten,
            custom: ExistSession.custom(plan.attributes).union(created.names),
            created: created.names.isEmpty ? nil : created.names
        ) {
            "\($0.name) \($0.date.map { "\($0) " } ?? "")= \(ValueText.sent($0.value, type: types[$0.name]))"
        }
        if !created.isComplete { throw ExitCode.failure }
    }

    /// Says that every answer kept the day's values, so nothing was sent
    /// (`{"outcome": "unchanged", "date", "message"}` with `--json`).
    private func unchanged(_ day: ExistDate, _ session: ExistSession) throws {
        let message = "Nothing changed on \(day); nothing was written."
        if session.json {
            try session.printJSON(["outcome": "unchanged", "date": day.description, "message": message])
        } else {
            session.print(StyledText([Line([Span(message, .dim)])]))
        }
    }
}

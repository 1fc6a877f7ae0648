import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist increment NAME=DELTA…`: add to today's values.
struct IncrementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "increment",
        abstract: "Add to values (integers, decimals, durations, percentages); never sent twice.",
        discussion:
            "If Exist times out or fails after receiving an increment, the tool does not send it again: it"
            + " reads the day's values back and shows them next to the values read before, so you can tell"
            + " whether it was applied. Days after today are refused unless --allow-future is given."
    )

    @Argument(help: "NAME=DELTA pairs, such as coffees=1.") var pairs: [String]
    @Option(help: "The day, YYYY-MM-DD (default: today in your Exist time zone).") var date: String?
    @Flag(help: "Allow days after today in your Exist time zone.") var allowFuture = false
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
        let given = date.flatMap(ExistDate.init)
        let allowFuture = self.allowFuture
        let (items, day, before) = try await session.fetching("Reading…") {
            let day = try await session.today(client)
            try session.refuseFuture([given], today: day, allowed: allowFuture)
            let types = try await session.valueTypes(of: entries.map(\.name), client: client)
            let items = try entries.map {
                ExistIncrement(
                    name: $0.name, value: try ValueParser.delta($0.value, type: types[$0.name], name: $0.name),
                    date: given)
            }
            return (
                items, given ?? day, try await session.values(of: items.map(\.name), on: given ?? day, client: client)
            )
        }
        let result: ExistWriteResult<ExistIncrementedValue>
        do {
            result = try await session.fetching("Incrementing…") { try await client.increment(items) }
        } catch let error as ExistError where error.code == .outcomeUnknown {
            try await uncertain(items, day: day, before: before, error: error, session: session, client: client)
            throw ExitCode.failure
        }
        try session.report(result, verb: "added") { item in
            "\(item.value) to \(item.name)" + (item.current.map { " (now \($0))" } ?? "")
        }
    }

    /// Reports an increment whose answer was lost: the values read before and read back now.
    private func uncertain(
        _ items: [ExistIncrement], day: ExistDate, before: [String: ExistJSON], error: ExistError,
        session: ExistSession, client: ExistClient
    ) async throws {
        let after = try? await session.values(of: items.map(\.name), on: day, client: client)
        let readings = items.map { item in
            UncertainIncrement.Reading(
                name: item.name, amount: item.value, date: day, before: before[item.name] ?? .null,
                now: after.map { $0[item.name] ?? .null })
        }
        let report = UncertainIncrement(message: error.message, readings: readings)
        if session.json {
            try session.printJSON(report)
            return
        }
        var text = StyledText()
        text.append(
            Line([Span("? ", .warning), Span("Exist's answer was lost; the increment was not sent again.", .warning)]),
            width: session.environment.columns, indent: 2)
        text.append(Line([Span(ExistFormat.clean(error.message), .dim)]), width: session.environment.columns, indent: 2)
        for reading in readings {
            let now = reading.now.map { "now reads \(ExistFormat.clean($0.description))" } ?? "could not be read back"
            text.append(
                Line([
                    Span(
                        "\(ExistFormat.clean(reading.name)) on \(day): read \(ExistFormat.clean(reading.before.description))"
                            + " before adding \(ExistFormat.clean(reading.amount.description)), \(now)."
                            + (reading.verdict.map { " \($0)" } ?? ""))
                ]), width: session.environment.columns, indent: 2)
        }
        session.print(text)
    }
}

/// `--json` for an increment whose answer was lost.
struct UncertainIncrement: Encodable {
    /// One attribute: the value read before, and the value read back.
    struct Reading: Encodable {
        let name: String
        let amount: ExistJSON
        let date: ExistDate
        let before: ExistJSON
        let now: ExistJSON?

        /// What the two readings suggest, when they are numbers that say it plainly.
        var verdict: String? {
            guard let now, let was = Double(before == .null ? "0" : before.description),
                let seen = Double(now.description), let added = Double(amount.description)
            else { return nil }
            if abs(seen - (was + added)) < 1e-9 { return "That is the amount added: it looks applied." }
            if abs(seen - was) < 1e-9 { return "That is unchanged: it looks not applied." }
            return nil
        }

        private enum CodingKeys: String, CodingKey { case name, amount, date, before, now, verdict }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(amount, forKey: .amount)
            try container.encode(date, forKey: .date)
            try container.encode(before, forKey: .before)
            try container.encode(now, forKey: .now)
            try container.encodeIfPresent(verdict, forKey: .verdict)
        }
    }

    let outcome = "unknown"
    let message: String
    let readings: [Reading]
}

import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

/// The two writes: `exist_update` sets a day's value (idempotent: sending it twice leaves the
/// same value) and `exist_increment` adds to it (never sent twice: an answer that never came is
/// an unknown outcome, reported as such and not as a success or a failure).
enum ExistWriteTools {
    static let output = JSONSchema.object(
        [
            "outcome": ["type": "string", "enum": ["written", "added", "unknown"]],
            "attribute": JSONSchema.string, "date": JSONSchema.optionalString,
            "value": ["description": "What was sent, typed as the attribute's value type."],
            "current": ["description": "The day's total after an increment, when Exist says."],
            "before": [
                "description":
                    "After an unknown outcome: the day's value read before sending (null for none; absent when not read)."
            ],
            "message": JSONSchema.string,
        ], required: ["outcome", "attribute", "message"])

    static let valueInput: Value = [
        "type": ["string", "number", "boolean"],
        "description":
            "The value as its type reads: 7:30 for a time or duration, 57% or 0.57 for a percentage, yes/no for a tag, 1–9 for a scale.",
    ]

    static let allowFutureInput: Value = .described(
        "Write a day after today in the user's time zone (refused otherwise).", JSONSchema.boolean)

    static let update = MCPTool<ExistMCPService>.exist(
        "exist_update", title: "Set a value in Exist",
        description:
            "Sets one attribute's value for a day (default today). Setting the same value again changes nothing. Only attributes this client owns can be written: exist_acquire takes ownership. Days after today are refused unless allow_future is true.",
        input: [
            "attribute": .described("The attribute's name, such as mood or coffee.", JSONSchema.string),
            "value": valueInput,
            "date": .described("The day: \(ExistTools.dayForms) (default: today).", JSONSchema.string),
            "allow_future": allowFutureInput,
        ], required: ["attribute", "value"], output: output,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true)
    ) { service, arguments in
        let name = try arguments.requiredString("attribute")
        let text = try valueText(arguments, "value")
        let asked = try ExistTools.day(arguments, "date")
        let allowFuture = try allowFuture(arguments)
        let attribute = try await service.attribute(name)
        let value = try ValueParser.value(text, type: attribute.valueType, name: name)
        let today = try await service.today()
        let given = asked?.resolved(today: today)
        try refuseFuture(given, today: today, allowed: allowFuture)
        let day = given ?? today
        let result = try await service.client().update([ExistValueUpdate(name: name, date: day, value: value)])
        try check(result, name, custom: attribute.template == nil)
        let typed = ExistContent.typed(ExistValue(value, type: attribute.valueType))
        return .answer(
            [
                "outcome": "written", "attribute": .string(name), "date": .string(day.description), "value": typed,
                "message": .string("\(attribute.label) on \(day) is now \(typed)."),
            ], text: "Set \(attribute.label) on \(day) to \(typed).")
    }

    static let increment = MCPTool<ExistMCPService>.exist(
        "exist_increment", title: "Add to a value in Exist",
        description:
            "Adds an amount to one attribute's value for a day (default today). Not idempotent and never retried: when Exist's answer is lost the outcome is \"unknown\"; check with exist_values before adding again. Only attributes this client owns can be written: exist_acquire takes ownership. Days after today are refused unless allow_future is true.",
        input: [
            "attribute": .described("The attribute's name, such as coffees or steps.", JSONSchema.string),
            "amount": valueInput,
            "date": .described("The day: \(ExistTools.dayForms) (default: today).", JSONSchema.string),
            "allow_future": allowFutureInput,
        ], required: ["attribute", "amount"], output: output,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true)
    ) { service, arguments in
        let name = try arguments.requiredString("attribute")
        let text = try valueText(arguments, "amount")
        let asked = try ExistTools.day(arguments, "date")
        let allowFuture = try allowFuture(arguments)
        let attribute = try await service.attribute(name)
        let amount = try ValueParser.delta(text, type: attribute.valueType, name: name)
        let today = try await service.today()
        let day = asked?.resolved(today: today)
        try refuseFuture(day, today: today, allowed: allowFuture)
        let client = try await service.client()
        let before = try await client.dayValues(of: [name], on: day ?? today)
        let when = day.map { " on \($0)" } ?? " today"
        let item = ExistIncrement(name: name, value: amount, date: day)
        let result: ExistWriteResult<ExistIncrementedValue>
        do {
            result = try await client.increment([item])
        } catch let error as ExistError where error.code == .outcomeUnknown {
            let report = await client.readBack([item], day: today, before: before, message: error.message)
            return unknown(report, when)
        }
        if let interruption = result.interruption, interruption.code == .outcomeUnknown {
            let report = await client.readBack([item], day: today, before: before, message: interruption.message)
            return unknown(report, when)
        }
        try check(result, name, custom: attribute.template == nil)
        let current = result.success.first?.current.map(ExistContent.raw) ?? .null
        let total = current == .null ? "" : " (now \(current))"
        return .answer(
            [
                "outcome": "added", "attribute": .string(name), "date": day.map { .string($0.description) } ?? .null,
                "value": ExistContent.raw(amount), "current": current,
                "message": .string("Added \(ExistContent.raw(amount)) to \(attribute.label)\(when)\(total)."),
            ], text: "Added \(ExistContent.raw(amount)) to \(attribute.label)\(when)\(total).")
    }

    /// An increment whose answer never came: neither a success nor a failure. The day's value
    /// read before sending (`before`, absent when not read) and read back after (`current`,
    /// `null` when it could not be read) are reported as read, with what they suggest.
    static func unknown(_ report: UncertainIncrement, _ when: String) -> CallTool.Result {
        guard let reading = report.readings.first else {
            return .answer(
                ["outcome": "unknown", "attribute": "", "message": .string(report.message)], text: report.message)
        }
        let name = reading.name
        var message =
            "Exist may or may not have added \(ExistContent.raw(reading.amount)) to \(name)\(when): its answer never came. It was not sent again."
        if let now = reading.now {
            let was = reading.before.map { "it was \(ExistContent.raw($0)) before" } ?? "the value before was not read"
            message += " Read back: \(name) on \(reading.date) is \(ExistContent.raw(now)) (\(was))."
            message += reading.verdict.map { " \($0)" } ?? ""
            message += " Compare before adding it again."
        } else {
            message += " Check exist_values before adding it again."
        }
        var answer: [String: Value] = [
            "outcome": "unknown", "attribute": .string(name), "date": .string(reading.date.description),
            "value": ExistContent.raw(reading.amount), "current": reading.now.map(ExistContent.raw) ?? .null,
            "message": .string(message),
        ]
        if let before = reading.before { answer["before"] = ExistContent.raw(before) }
        return .answer(.object(answer), text: message)
    }

    /// Throws the first failure of a write, with Exist's own code and sentence; an attribute
    /// another service owns gets the tool that fixes it (with `allow_custom: true` when `custom`,
    /// an attribute without a template, which Exist lets a client acquire only so).
    static func check<Success>(_ result: ExistWriteResult<Success>, _ name: String, custom: Bool = false) throws {
        if let failed = result.failed.first {
            let how = custom ? " and allow_custom: true (it is a custom attribute)" : ""
            let fix =
                failed.errorCode == "unauthorised"
                ? " Call exist_acquire with attribute \"\(name)\"\(how) to take ownership for this client, then write again."
                : ""
            let stop = failed.error.hasSuffix(".") ? "" : "."
            throw MCPToolFailure(failed.errorCode, "\(name): \(failed.error)\(stop)\(fix)")
        }
        if let interruption = result.interruption { throw interruption }
    }

    /// The `allow_future` argument (false when absent).
    static func allowFuture(_ arguments: ToolArguments) throws(MCPToolFailure) -> Bool {
        guard let value = arguments.values["allow_future"], !value.isNull else { return false }
        guard let flag = value.boolValue else { throw .invalidArgument("allow_future must be true or false.") }
        return flag
    }

    /// Refuses a day after `today` unless `allowed`; nothing is written.
    static func refuseFuture(_ day: ExistDate?, today: ExistDate, allowed: Bool) throws(MCPToolFailure) {
        let fix = "call again with allow_future: true"
        guard let refusal = FutureDateRefusal([day], today: today, allowed: allowed, fix: fix) else { return }
        throw MCPToolFailure(refusal.error)
    }

    /// A value argument as the text the `exist` command would read: numbers keep every digit.
    static func valueText(_ arguments: ToolArguments, _ name: String) throws(MCPToolFailure) -> String {
        switch arguments.values[name] {
        case .string(let text)?: return text
        case .int(let number)?: return String(number)
        case .double(let number)? where number.isFinite: return String(number)
        case .bool(let flag)?: return flag ? "yes" : "no"
        default: throw .invalidArgument("\(name) is required: a number, a string or true/false.")
        }
    }
}

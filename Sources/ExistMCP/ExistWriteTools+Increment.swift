import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

extension ExistWriteTools {
    static let increment = MCPTool<ExistMCPService>.exist(
        "exist_increment", title: "Add to a value in Exist",
        description:
            "Adds an amount to one attribute's value for a day (default today). Not idempotent and never retried: when Exist's answer is lost the outcome is \"unknown\"; check with exist_values before adding again. Only attributes this client owns can be written: exist_acquire takes ownership. Days after today are refused unless allow_future is true; a total outside the type's range unless force is true.",
        input: [
            "attribute": .described("The attribute's name, such as coffees or steps.", JSONSchema.string),
            "amount": valueInput,
            "date": .described("The day: \(ExistTools.dayForms) (default: today).", JSONSchema.string),
            "allow_future": allowFutureInput, "force": forceInput,
        ], required: ["attribute", "amount"], output: output,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true)
    ) { service, arguments in
        let name = try arguments.requiredString("attribute")
        let text = try valueText(arguments, "amount")
        let asked = try ExistTools.day(arguments, "date")
        let allowFuture = try flag(arguments, "allow_future")
        let force = try flag(arguments, "force")
        let attribute = try await service.attribute(name)
        let amount = try ValueParser.delta(text, type: attribute.valueType, name: name)
        let today = try await service.today()
        let day = asked?.resolved(today: today)
        try refuseFuture(day, today: today, allowed: allowFuture)
        let client = try await service.client()
        let before = try await client.dayValues(of: [name], on: day ?? today)
        if !force {
            try forcible { () throws(ExistRuntimeError) in
                try ValueRange.checkTotal(
                    adding: amount, to: before[name], type: attribute.valueType, name: name, date: day ?? today)
            }
        }
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
        let message = "Added \(ExistContent.raw(amount)) to \(attribute.label)\(when)\(total)."
        // The day written: the one asked for, else today in the user's time zone (Exist's default).
        return .answer(
            [
                "outcome": "added", "attribute": .string(name), "date": .string((day ?? today).description),
                "value": ExistContent.raw(amount), "current": current, "message": .string(message),
            ], text: message)
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
}

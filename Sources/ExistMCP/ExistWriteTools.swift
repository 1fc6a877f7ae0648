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

    static let forceInput: Value = .described(
        "Send a value outside its type's range anyway (a negative count, more than 1440 minutes, a scale outside"
            + " 1-9, a percentage above 1); refused otherwise.", JSONSchema.boolean)

    static let update = MCPTool<ExistMCPService>.exist(
        "exist_update", title: "Set a value in Exist",
        description:
            "Sets one attribute's value for a day (default today). Setting the same value again changes nothing. Only attributes this client owns can be written: exist_acquire takes ownership. Days after today are refused unless allow_future is true; values outside the type's range unless force is true.",
        input: [
            "attribute": .described("The attribute's name, such as mood or coffee.", JSONSchema.string),
            "value": valueInput,
            "date": .described("The day: \(ExistTools.dayForms) (default: today).", JSONSchema.string),
            "allow_future": allowFutureInput, "force": forceInput,
        ], required: ["attribute", "value"], output: output,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true)
    ) { service, arguments in
        let name = try arguments.requiredString("attribute")
        let text = try valueText(arguments, "value")
        let asked = try ExistTools.day(arguments, "date")
        let allowFuture = try flag(arguments, "allow_future")
        let force = try flag(arguments, "force")
        let attribute = try await service.attribute(name)
        let value = try forcible { () throws(ExistRuntimeError) in
            try ValueParser.value(text, type: attribute.valueType, name: name, force: force)
        }
        let today = try await service.today()
        let given = asked?.resolved(today: today)
        try refuseFuture(given, today: today, allowed: allowFuture)
        let day = given ?? today
        let result = try await service.client().update([ExistValueUpdate(name: name, date: day, value: value)])
        try check(result, name, custom: attribute.template == nil)
        let typed = ExistValue(value, type: attribute.valueType)
        let shown = ValueText.value(typed, unit: attribute.unit)
        return .answer(
            [
                "outcome": "written", "attribute": .string(name), "date": .string(day.description),
                "value": ExistContent.typed(typed), "message": .string("\(attribute.label) on \(day) is now \(shown)."),
            ], text: "Set \(attribute.label) on \(day) to \(shown).")
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

    /// A true-or-false argument such as `allow_future` or `force` (false when absent).
    static func flag(_ arguments: ToolArguments, _ name: String) throws(MCPToolFailure) -> Bool {
        guard let value = arguments.values[name], !value.isNull else { return false }
        guard let flag = value.boolValue else { throw .invalidArgument("\(name) must be true or false.") }
        return flag
    }

    /// Runs `body`; a value outside its type's range is refused as `implausible_value`, saying
    /// that `force: true` sends it anyway.
    static func forcible<T>(_ body: () throws(ExistRuntimeError) -> T) throws(MCPToolFailure) -> T {
        do {
            return try body()
        } catch let error where error.code == .implausibleValue {
            throw MCPToolFailure(
                error.code.rawValue, "\(error.message) Nothing was sent; call again with force: true to send it anyway."
            )
        } catch {
            throw MCPToolFailure(error)
        }
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

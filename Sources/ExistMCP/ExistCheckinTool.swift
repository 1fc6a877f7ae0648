import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

/// `exist_checkin`: the end-of-day check-in of the Exist app (mood, mood note, tags) in one
/// write, planned, created and sent through the runtime's ``CheckIn`` as `exist checkin` does.
enum ExistCheckinTool {
    static let output = JSONSchema.object(
        [
            "outcome": ["type": "string", "enum": ["written", "partial"]], "date": JSONSchema.string,
            "written": JSONSchema.array(
                JSONSchema.object(
                    ["attribute": JSONSchema.string, "value": ["description": "What was sent, typed."]],
                    required: ["attribute", "value"])),
            "created": [
                "type": "array", "items": JSONSchema.string, "description": "Tags created, as Exist named them.",
            ],
            "failed": JSONSchema.array(
                JSONSchema.object(
                    ["attribute": JSONSchema.string, "code": JSONSchema.string, "message": JSONSchema.string],
                    required: ["attribute", "code", "message"])),
            "message": JSONSchema.string,
        ], required: ["outcome", "date", "written", "created", "failed", "message"])

    static let tool = MCPTool<ExistMCPService>.exist(
        "exist_checkin", title: "End-of-day check-in in Exist",
        description:
            "The Exist app's end-of-day check-in: the day's mood (1 to 9), a mood note and tags, written in one request (default today). Tags the user lacks are created (yes/no, in Daily tags; Exist names them after the label, and the answer gives those names); a tag written \"-reading\" is set back to no. mood and mood_note must be owned by this client: exist_acquire takes them. Nothing is created or written when a value does not fit: a mood outside 1 to 9 (unless force is true), a note of more than 1,000 characters, a day after today (unless allow_future is true).",
        input: [
            "mood": .described(
                "The day's mood, 1 (terrible) to 9 (excellent).", ["type": ["integer", "string"]]),
            "note": .described("The mood note, at most 1,000 characters.", JSONSchema.string),
            "tags": .described(
                "Tags to set to yes, by name or label (coffee, \"Green tea\"); \"-NAME\" sets one back to no. An array,"
                    + " or one string separated by commas.", ["type": ["array", "string"], "items": JSONSchema.string]),
            "date": .described("The day: \(ExistTools.dayForms) (default: today).", JSONSchema.string),
            "allow_future": ExistWriteTools.allowFutureInput,
            "force": .described("Send a mood outside 1 to 9 anyway; refused otherwise.", JSONSchema.boolean),
        ], output: output,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true)
    ) { service, arguments in
        let checkIn = try given(arguments)
        let asked = try ExistTools.day(arguments, "date")
        let allowFuture = try ExistWriteTools.flag(arguments, "allow_future")
        let force = try ExistWriteTools.flag(arguments, "force")
        let today = try await service.today()
        let day = asked?.resolved(today: today) ?? today
        try ExistWriteTools.refuseFuture(day, today: today, allowed: allowFuture)
        let client = try await service.client()
        let plan = try await checkIn.plan(
            day: day, client: client, force: force, forceHint: "Call again with force: true to send it anyway",
            notTagFix: "set them with exist_update")
        let created = try await TagCreation.create(plan.new, client: client)
        let updates = plan.updates(created: created.names)
        guard !updates.isEmpty else {
            let notes = created.notes.joined(separator: " ")
            throw MCPToolFailure("unknown_attribute", "Nothing was written: no tag could be created. \(notes)")
        }
        let result = try await client.update(updates)
        return try answer(result, plan: plan, created: created)
    }

    /// The check-in the arguments ask for; one that changes nothing is refused.
    static func given(_ arguments: ToolArguments) throws(MCPToolFailure) -> CheckIn {
        var checkIn = CheckIn(note: try arguments.string("note"))
        switch arguments.values["mood"] {
        case nil, .null?: break
        case .string(let text)?: checkIn.mood = text
        case .int(let number)?: checkIn.mood = String(number)
        case .double(let number)? where number.isFinite: checkIn.mood = ExistJSON.tidy(number).description
        default: throw .invalidArgument("mood must be a whole number from 1 to 9.")
        }
        switch arguments.values["tags"] {
        case nil, .null?: break
        case .string(let text)?: checkIn.addTags(text)
        case .array(let items)?:
            for item in items {
                guard let text = item.stringValue else { throw .invalidArgument("tags must be strings.") }
                checkIn.addTags(text)
            }
        default: throw .invalidArgument("tags must be an array of strings, or one string separated by commas.")
        }
        guard !checkIn.isEmpty else { throw .invalidArgument("Give mood, note or tags.") }
        return checkIn
    }

    /// The answer to a write: what was written, the tags created, and each failure with its fix
    /// (an attribute another service owns names exist_acquire); `partial` when an item or a tag
    /// to create did not get through, a failure when nothing did.
    static func answer(
        _ result: ExistWriteResult<ExistUpdatedValue>, plan: CheckIn.Plan, created: TagCreation
    ) throws -> CallTool.Result {
        let types = plan.types(created: created.names)
        let written: [Value] = result.success.map { item in
            let typed = ExistValue(item.value, type: types[item.name] ?? .string)
            return [
                "attribute": .string(item.name),
                "value": typed.map { ExistContent.typed($0) } ?? ExistContent.raw(item.value),
            ]
        }
        let failed: [Value] = result.failed.map { item in
            [
                "attribute": .string(item.name ?? ""), "code": .string(item.errorCode), "message": .string(item.error),
            ]
        }
        var sentences = plan.unknownRemovals.map { "No tag called “\($0)”: nothing to untag." } + created.notes
        if !result.success.isEmpty {
            sentences.append("Checked in on \(plan.day): \(result.success.map(\.name).joined(separator: ", ")).")
        }
        for item in result.failed {
            sentences.append("Not written: \(item.name ?? "an item") (\(item.error)).")
        }
        let unowned = result.failed.filter { $0.errorCode == "unauthorised" }.compactMap(\.name)
        if !unowned.isEmpty {
            let custom = unowned.filter { plan.attributes[$0]?.template == nil && !CheckIn.names.contains($0) }
            let how = custom.isEmpty ? "" : " (with allow_custom: true for \(custom.joined(separator: ", ")))"
            sentences.append(
                "Call exist_acquire for \(unowned.joined(separator: ", "))\(how) to take ownership for this client,"
                    + " then check in again.")
        }
        if let interruption = result.interruption { sentences.append(interruption.message) }
        let message = sentences.joined(separator: " ")
        if result.success.isEmpty, let first = result.failed.first {
            throw MCPToolFailure(first.errorCode, message)
        }
        if result.success.isEmpty, let interruption = result.interruption { throw interruption }
        return .answer(
            [
                "outcome": result.isComplete && created.isComplete ? "written" : "partial",
                "date": .string(plan.day.description),
                "written": .array(written), "created": .array(created.names.map { .string($0) }),
                "failed": .array(failed), "message": .string(message),
            ], text: message)
    }
}

import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

/// The tools of `exist mcp`; their names are a contract with assistants' configurations.
enum ExistTools {
    static let all: [MCPTool<ExistMCPService>] = [
        profile, today, values, attributes, insights, averages, correlations, ExistWriteTools.update,
        ExistWriteTools.increment, ExistCheckinTool.tool, ExistOwnershipTools.acquire, ExistOwnershipTools.create,
        ExistOwnershipTools.templates,
    ]

    static let object: Value = ["type": "object"]
    static let list: Value = JSONSchema.array(object)
    static let attributeSchema = JSONSchema.object(
        [
            "name": JSONSchema.string, "label": JSONSchema.string, "group": JSONSchema.string,
            "valueType": JSONSchema.string, "isActive": JSONSchema.boolean, "isManual": JSONSchema.boolean,
        ], required: ["name", "valueType"])
    static let typedValue: Value = ["description": "Typed as valueType says; null for a day without a value."]

    static let profile = MCPTool<ExistMCPService>.exist(
        "exist_profile", title: "Exist profile", description: "The signed-in user: name, time zone, units.",
        input: [:], output: JSONSchema.object(["profile": object], required: ["profile"]), annotations: .readOnly()
    ) { service, _ in
        let profile = try await service.client().profile()
        return .answer(
            ["profile": try ExistContent.encoded(profile)],
            text: "\(profile.username), time zone \(profile.timeZone?.identifier ?? "not set").")
    }

    static let today = MCPTool<ExistMCPService>.exist(
        "exist_today", title: "Today in Exist",
        description:
            "Every attribute with today's value (null where there is none yet), typed; the text gives each with its"
            + " unit.",
        input: ["group": .described("Only this group, such as mood or activity.", JSONSchema.string)],
        output: JSONSchema.object(
            ["date": JSONSchema.string, "attributes": JSONSchema.array(attributeSchema)],
            required: ["date", "attributes"]),
        annotations: .readOnly()
    ) { service, arguments in
        let groups = try arguments.string("group").map { [$0] } ?? []
        let client = try await service.client()
        let day = try await client.profile().today()
        let found = try await client.attributesWithValues(ExistAttributeFilter(groups: groups), days: 1).collect()
        let rows: [Value] = found.map { attribute in
            var row = ExistContent.attribute(attribute)
            row["value"] = ExistContent.typed(attribute.value(on: day))
            return .object(row)
        }
        // The text in the words of the `exist` command: units, hours and minutes, yes or no.
        let text = found.map { "\($0.label): \(ValueText.value($0.value(on: day), unit: $0.unit))" }.joined(
            separator: "\n")
        return .answer(["date": .string(day.description), "attributes": .array(rows)], text: text)
    }

    static let attributes = MCPTool<ExistMCPService>.exist(
        "exist_attributes", title: "Exist attributes",
        description: "The user's attributes with their groups and value types.",
        input: [
            "group": .described("Only this group.", JSONSchema.string),
            "all": .described("Include inactive and low-priority attributes.", JSONSchema.boolean),
        ],
        output: JSONSchema.object(["attributes": JSONSchema.array(attributeSchema)], required: ["attributes"]),
        annotations: .readOnly()
    ) { service, arguments in
        let all = arguments.values["all"]?.boolValue ?? false
        let filter = ExistAttributeFilter(
            groups: try arguments.string("group").map { [$0] } ?? [], includeInactive: all, includeLowPriority: all)
        let found = try await service.client().attributes(filter).collect()
        return .answer(
            ["attributes": .array(found.map { .object(ExistContent.attribute($0)) })],
            text: found.map { "\($0.name) (\($0.label), \($0.valueType))" }.joined(separator: "\n"))
    }

    static let insights = listTool(
        "exist_insights", title: "Exist insights", description: "What Exist noticed in the data, newest first.",
        key: "insights"
    ) { service, _ in try await service.client().insights().collect() }

    /// A read tool answering with one list of the library's models, with the API's own keys.
    static func listTool<Item: Encodable & Sendable>(
        _ name: String, title: String, description: String, key: String, attributeFilter: Bool = false,
        fetch: @escaping @Sendable (ExistMCPService, String?) async throws -> [Item]
    ) -> MCPTool<ExistMCPService> {
        MCPTool.exist(
            name, title: title, description: description,
            input: attributeFilter ? ["attribute": .described("Only this attribute.", JSONSchema.string)] : [:],
            output: JSONSchema.object([key: list], required: [key]), annotations: .readOnly()
        ) { service, arguments in
            let items = try await fetch(service, try arguments.string("attribute"))
            let counted = Plural.count(items.count, String(key.dropLast()), plural: key)
            return .answer([key: try ExistContent.encoded(items)], text: "\(counted).")
        }
    }

    /// What a day argument's description says it takes.
    static let dayForms =
        "YYYY-MM-DD, today, yesterday, -N for N days ago (-3), or a weekday name such as monday (the most recent"
        + " one before today), in the user's Exist time zone"

    /// A day argument, in any form ``DayExpression`` reads; resolve it once today is known.
    static func day(_ arguments: ToolArguments, _ name: String) throws(MCPToolFailure) -> DayExpression? {
        guard let text = try arguments.string(name) else { return nil }
        do {
            return try DayExpression(text, named: name)
        } catch {
            throw MCPToolFailure(error)
        }
    }
}

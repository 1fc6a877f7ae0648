import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

/// Making attributes writable: `exist_acquire` takes ownership (a client may write only what it
/// owns), `exist_create` makes custom attributes and tags, `exist_templates` lists what can be
/// added from a template.
enum ExistOwnershipTools {
    static let changeOutput = JSONSchema.object(
        [
            "outcome": ["type": "string", "enum": ["acquired", "created"]], "attribute": JSONSchema.string,
            "label": JSONSchema.optionalString, "message": JSONSchema.string,
        ], required: ["outcome", "attribute", "message"])

    static let acquire = MCPTool<ExistMCPService>.exist(
        "exist_acquire", title: "Take ownership of an Exist attribute",
        description:
            "Takes ownership of an attribute for this client, so exist_update and exist_increment may write it (Exist answers \"does not belong to this service\" otherwise). By name, or by template (see exist_templates), which creates the attribute when the user lacks it. A custom attribute (one without a template, such as a tag) needs allow_custom: true. Another service that owned it stops writing it.",
        input: [
            "attribute": .described("The attribute's name, such as mood.", JSONSchema.string),
            "template": .described("A template's name instead, such as steps_elevation.", JSONSchema.string),
            "allow_custom": .described(
                "Allow a custom attribute, one without a template (Exist refuses those otherwise).", JSONSchema.boolean),
        ], output: changeOutput,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true)
    ) { service, arguments in
        let name = try arguments.string("attribute")
        let template = try arguments.string("template")
        if name != nil, template != nil {
            throw MCPToolFailure.invalidArgument("Give attribute or template, not both.")
        }
        guard let key = name ?? template else { throw MCPToolFailure.invalidArgument("Give attribute or template.") }
        let allowCustom: Bool
        switch arguments.values["allow_custom"] {
        case nil, .null?: allowCustom = false
        case .bool(let flag)?: allowCustom = flag
        default: throw MCPToolFailure.invalidArgument("allow_custom must be true or false.")
        }
        let item: ExistAcquisition = name != nil ? .name(key) : .template(key)
        let result = try await service.client().acquire([item], allowUserDefined: allowCustom)
        if let failed = result.failed.first, failed.errorCode == "not_found", name != nil, !allowCustom {
            throw MCPToolFailure(
                failed.errorCode,
                "\(key): \(failed.error) A custom attribute (one without a template, such as a tag) can be acquired"
                    + " only with allow_custom: true.")
        }
        try ExistWriteTools.check(result, key)
        let message = "This client now owns \(key) and can write it."
        return .answer(
            [
                "outcome": "acquired", "attribute": .string(result.success.first?.name ?? key),
                "message": .string(message),
            ],
            text: message)
    }

    static let create = MCPTool<ExistMCPService>.exist(
        "exist_create", title: "Create an Exist attribute or tag",
        description:
            "Creates a custom attribute owned by this client: by default a tag (a yes/no attribute in the custom group), or another type and group; or an attribute from a template. Exist names it after the label's letters a to z and digits: use the returned attribute name to write it. A label that would give an empty name, or a name the user's attributes already have, is refused before anything is created. Exist's API cannot delete an attribute (only the Exist app can); releasing it makes it inactive.",
        input: [
            "label": .described("The label, such as Coffee or \"Bad sleep\".", JSONSchema.string),
            "group": .described("The group (default custom, the daily tags).", JSONSchema.string),
            "value_type": .described(
                "One of \(typeNames) (default boolean, a tag).",
                ["type": "string", "enum": .array(CreateTypes.names.map { .string($0) })]),
            "template": .described("A template's name instead of a label (see exist_templates).", JSONSchema.string),
        ], output: changeOutput,
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true)
    ) { service, arguments in
        let label = try arguments.string("label")
        let template = try arguments.string("template")
        if label != nil, template != nil { throw MCPToolFailure.invalidArgument("Give label or template, not both.") }
        guard label != nil || template != nil else { throw MCPToolFailure.invalidArgument("Give label or template.") }
        let item: ExistNewAttribute
        if let template {
            item = .template(template)
        } else {
            let label = label ?? ""
            let type = try arguments.choice("value_type", typeNames) { CreateTypes.type(named: $0) } ?? .boolean
            let predicted = AttributeNames.predicted(label)
            let existing = predicted.isEmpty ? [:] : try await service.client().attributes(named: [predicted])
            _ = try AttributeNames.checkNew(label, existing: existing)
            item = .custom(label: label, group: try arguments.string("group") ?? "custom", valueType: type)
        }
        let result = try await service.client().createAttributes([item])
        try ExistWriteTools.check(result, label ?? template ?? "")
        guard let made = result.success.first else {
            throw MCPToolFailure("unavailable", "Exist answered without the new attribute.")
        }
        let shown = made.attribute?.label ?? label ?? made.name
        let message = "Created \(shown), named \(made.name); this client owns it."
        return .answer(
            [
                "outcome": "created", "attribute": .string(made.name),
                "label": made.attribute.map { .string($0.label) } ?? .null,
                "message": .string(message),
            ], text: message)
    }

    static let templates = MCPTool<ExistMCPService>.exist(
        "exist_templates", title: "Exist attribute templates",
        description: "The attributes Exist understands, which exist_acquire with template can add.",
        input: ["group": .described("Only this group, such as activity.", JSONSchema.string)],
        output: JSONSchema.object(
            [
                "templates": JSONSchema.array(
                    JSONSchema.object(
                        [
                            "name": JSONSchema.string, "label": JSONSchema.string, "group": JSONSchema.string,
                            "valueType": JSONSchema.string,
                        ], required: ["name", "label", "group", "valueType"]))
            ], required: ["templates"]),
        annotations: .readOnly()
    ) { service, arguments in
        let groups = try arguments.string("group").map { [$0] } ?? []
        let found = try await service.client().attributeTemplates(groups: groups).collect()
        let rows: [Value] = found.map {
            [
                "name": .string($0.name), "label": .string($0.label), "group": .string($0.group.name),
                "valueType": .string(ExistContent.typeName($0.valueType)),
            ]
        }
        return .answer(
            ["templates": .array(rows)], text: found.map { "\($0.name): \($0.label)" }.joined(separator: "\n"))
    }

    static let typeNames = CreateTypes.names.joined(separator: ", ")
}

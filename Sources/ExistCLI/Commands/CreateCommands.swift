import ArgumentParser
import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// `exist create`: a custom attribute or tag, or an attribute from a template.
struct CreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a custom attribute or tag (--label), or an attribute from a template (--template).",
        discussion:
            "exist create --label Coffee makes a tag (a yes/no attribute in the custom group); --group and --type"
            + " make other custom attributes. Exist names the attribute after its label, from its letters a to z"
            + " and digits, and the name it answers with is printed: a label that would give an empty name, or"
            + " a name one of your attributes has, is refused before anything is created. exist templates lists"
            + " the templates. `exist release NAME` gives up this client's ownership (Exist then marks the"
            + " attribute inactive); Exist's API cannot delete an attribute: only the Exist app can.")

    @Option(help: "The label of a custom attribute, such as Coffee or \"Bad sleep\".") var label: String?
    @Option(help: "The group of a custom attribute (default: custom, Exist's daily tags).") var group: String?
    @Option(
        help: ArgumentHelp(
            "The value type of a custom attribute (default: boolean, a tag).",
            discussion: "One of: \(CreateTypes.names.joined(separator: ", ")).")) var type: String?
    @Option(help: "A template's name, such as steps_elevation (see exist templates).") var template: String?
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    private func checkArguments() throws {
        if label != nil, template != nil { throw ValidationError("Give --label LABEL or --template NAME, not both.") }
        if label == nil, template == nil { throw ValidationError("Give --label LABEL or --template NAME.") }
        if template != nil, group != nil || type != nil {
            throw ValidationError("--group and --type are for custom attributes; a template has its own.")
        }
        if let label, label.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--label is empty.") }
        if let type, CreateTypes.type(named: type) == nil {
            throw ValidationError(
                "--type must be one of \(CreateTypes.names.joined(separator: ", ")); \"\(type)\" is not.")
        }
    }

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            try checkArguments()
            let client = try await session.signedInClient()
            let item: ExistNewAttribute
            if let template {
                item = .template(template)
            } else {
                let label = self.label ?? ""
                let predicted = AttributeNames.predicted(label)
                let existing = try await session.fetching("Reading…") {
                    predicted.isEmpty ? [:] : try await client.attributes(named: [predicted])
                }
                _ = try AttributeNames.checkNew(label, existing: existing)
                let valueType = type.flatMap(CreateTypes.type(named:)) ?? .boolean
                item = .custom(label: label, group: group ?? "custom", valueType: valueType)
            }
            let result = try await session.fetching("Creating…") { try await client.createAttributes([item]) }
            try session.report(result, verb: "created") { change in
                let label = change.attribute.map { " (\($0.label), \($0.valueType))" } ?? ""
                return "\(change.name)\(label)"
            }
        }
    }
}

/// `exist templates`: the attributes Exist understands, which `acquire` or `create` can add.
struct TemplatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the attribute templates: what `exist acquire --template` and `exist create --template` can add."
    )

    @Option(help: "Only templates in this group, such as activity.") var group: String?
    @Flag(help: "Include low-priority templates.") var all = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        let client = try await session.signedInClient()
        let groups = group.map { [$0] } ?? []
        let all = self.all
        let templates = try await session.fetching("Reading templates…") {
            try await client.attributeTemplates(groups: groups, includeLowPriority: all).collect()
        }
        if session.json {
            try session.printJSON(templates)
            return
        }
        let width = min(max(templates.map(\.name.count).max() ?? 0, 4), 28)
        var text = StyledText()
        for template in templates {
            let name = ExistFormat.clean(template.name)
            text.append(
                Line([
                    Span(name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0) + "  ", .emphasis),
                    Span(ExistFormat.clean(template.label)),
                    Span(
                        " · \(ExistFormat.clean(template.group.label ?? template.group.name)), \(template.valueType)",
                        .dim),
                ]), width: session.environment.columns, indent: width + 2)
        }
        text.append(Line([Span(Plural.count(templates.count, "template"), .dim)]))
        session.print(text)
    }
}

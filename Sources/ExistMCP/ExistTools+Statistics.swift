import Exist
import ExistRuntime
import Foundation
import MCP
import MCPToolKit

extension ExistTools {
    static let values = MCPTool<ExistMCPService>.exist(
        "exist_values", title: "An attribute's values",
        description: """
            One attribute's values for every day from one date to another (default: the last 14 days), newest \
            first; a day without data has a null value. Days after today only when to names them.
            """,
        input: [
            "attribute": .described("The attribute's name, such as steps or mood.", JSONSchema.string),
            "from": .described("The first day: \(dayForms) (default: 13 days before to).", JSONSchema.string),
            "to": .described("The last day, in the same forms (default: today).", JSONSchema.string),
        ], required: ["attribute"],
        output: JSONSchema.object(
            [
                "attribute": attributeSchema, "from": JSONSchema.string, "to": JSONSchema.string,
                "daysWithData": JSONSchema.integer,
                "values": JSONSchema.array(
                    JSONSchema.object(["date": JSONSchema.string, "value": typedValue], required: ["date", "value"])),
            ], required: ["attribute", "from", "to", "daysWithData", "values"]),
        annotations: .readOnly()
    ) { service, arguments in
        let name = try arguments.requiredString("attribute")
        let askedTo = try day(arguments, "to")
        let askedFrom = try day(arguments, "from")
        let client = try await service.client()
        // Today is read from Exist only when a day is relative to it, or to is not given.
        let needsToday = askedTo == nil || [askedTo, askedFrom].contains { $0 != nil && $0?.date == nil }
        let today = needsToday ? try await service.today() : nil
        let resolve = { (asked: DayExpression?) in
            asked.flatMap { asked in today.map { asked.resolved(today: $0) } ?? asked.date }
        }
        guard let last = resolve(askedTo) ?? today else {
            throw MCPToolFailure("unavailable", "Exist did not say what day it is.")
        }
        let first = resolve(askedFrom) ?? last.adding(days: -13)
        guard first <= last, first.days(until: last) < 3650 else {
            throw MCPToolFailure.invalidArgument("from must be on or before to, and at most 3650 days before it.")
        }
        let attribute = try await service.attribute(name)
        var byDay: [ExistDate: ExistValue] = [:]
        for value in try await client.values(of: name, from: first, through: last) {
            if byDay[value.date] == nil, let typed = value.typed(as: attribute.valueType).value {
                byDay[value.date] = typed
            }
        }
        let days = (0...first.days(until: last)).map { last.adding(days: -$0) }
        let rows: [Value] = days.map { ["date": .string($0.description), "value": ExistContent.typed(byDay[$0])] }
        let text = days.map { "\($0) \(byDay[$0].map { ExistContent.typed($0).description } ?? "no data")" }
        return .answer(
            [
                "attribute": .object(ExistContent.attribute(attribute)), "from": .string(first.description),
                "to": .string(last.description), "daysWithData": .int(byDay.count), "values": .array(rows),
            ],
            text: "\(attribute.label), \(first) to \(last) (\(byDay.count) of \(days.count) days with data):\n"
                + text.joined(separator: "\n"))
    }

    static let averages = MCPTool<ExistMCPService>.exist(
        "exist_averages", title: "Exist averages",
        description: """
            Typical values (medians of the last 60 days), overall and by weekday, with the API's keys plus each \
            attribute's label; date is the day Exist worked them out.
            """,
        input: ["attribute": .described("Only this attribute.", JSONSchema.string)],
        output: JSONSchema.object(["averages": list], required: ["averages"]), annotations: .readOnly()
    ) { service, arguments in
        let name = try arguments.string("attribute")
        let client = try await service.client()
        let averages = try await client.averages(attributes: name.map { [$0] } ?? []).collect()
        var labels: [String: String] = [:]
        if !averages.isEmpty {
            let filter = ExistAttributeFilter(
                names: Array(Set(averages.map(\.attribute))), includeInactive: true, includeLowPriority: true)
            for attribute in try await client.attributes(filter).collect() where labels[attribute.name] == nil {
                labels[attribute.name] = attribute.label
            }
        }
        var rows: [Value] = []
        var lines: [String] = []
        for average in averages {
            var row = try ExistContent.encoded(average).objectValue ?? [:]
            if let label = labels[average.attribute] { row["label"] = .string(label) }
            rows.append(.object(row))
            lines.append(
                "\(labels[average.attribute] ?? average.attribute): overall \(average.overall), worked out on "
                    + "\(average.date)")
        }
        return .answer(
            ["averages": .array(rows)], text: lines.isEmpty ? "No averages yet." : lines.joined(separator: "\n"))
    }

    static let correlations = MCPTool<ExistMCPService>.exist(
        "exist_correlations", title: "Exist correlations",
        description: """
            What tends to go together in the data (the latest weekly batch), with the API's keys: \
            strength_description and stars_description are Exist's own words, value's sign is the direction. \
            With attribute and attribute2, the correlation of that pair (an empty list when Exist has none).
            """,
        input: [
            "attribute": .described("Only correlations involving this attribute.", JSONSchema.string),
            "attribute2": .described("With attribute: the correlation between the two.", JSONSchema.string),
        ],
        output: JSONSchema.object(["correlations": list], required: ["correlations"]), annotations: .readOnly()
    ) { service, arguments in
        let first = try arguments.string("attribute")
        let second = try arguments.string("attribute2")
        let client = try await service.client()
        let found: [ExistCorrelation]
        if let second {
            guard let first else { throw MCPToolFailure.invalidArgument("attribute2 needs attribute.") }
            found = try await client.correlation(between: first, and: second).map { [$0] } ?? []
            if found.isEmpty { try await refuseUnknown([first, second], client: client) }
            if found.isEmpty {
                return .answer(
                    ["correlations": .array([])], text: "Exist has found no correlation between \(first) and \(second)."
                )
            }
        } else {
            found = try await client.correlations(attribute: first).collect()
            if found.isEmpty, let first { try await refuseUnknown([first], client: client) }
        }
        let text = found.map { correlation in
            let sign = correlation.value < 0 ? "negative" : correlation.value > 0 ? "positive" : "none"
            return "\(correlation.secondPerson) (\(sign); \(correlation.strengthDescription); "
                + "\(correlation.starsDescription), \(correlation.stars) of 5 stars)"
        }
        return .answer(
            ["correlations": try ExistContent.encoded(found)],
            text: text.isEmpty ? "No correlations yet." : text.joined(separator: "\n"))
    }

    /// Refuses the attributes among `names` the user does not have, as `unknown_attribute`:
    /// Exist answers "no correlation" for them, which would hide the typo.
    static func refuseUnknown(_ names: [String], client: ExistClient) async throws {
        let known = try await client.attributes(named: names)
        let unknown = names.filter { known[$0] == nil }
        guard !unknown.isEmpty else { return }
        throw MCPToolFailure(
            "unknown_attribute",
            "Unknown attribute \(unknown.joined(separator: " and ")): the user has none by"
                + " \(unknown.count == 1 ? "that name" : "those names"); exist_attributes lists them.")
    }
}

import Exist
import ExistRuntime
import Foundation
import TerminalKit

/// Turns what Exist answered into text: pure functions from values to styled lines, laid out
/// within `width` columns.
enum ReadRenderer {
    /// The profile.
    static func profile(_ profile: ExistProfile, width: Int = TerminalColumns.standard) -> StyledText {
        let name = ExistFormat.clean(
            [profile.firstName, profile.lastName].filter { !$0.isEmpty }.joined(separator: " "))
        var text = StyledText()
        text.append(
            Line([Span(ExistFormat.clean(profile.username), .heading)]) + Span(name.isEmpty ? "" : " · \(name)", .dim),
            width: width, indent: 2)
        text.append(row("Time zone", ExistFormat.clean(profile.timezone), width: width))
        if let local = profile.localTime {
            text.append(row("Local time", ExistFormat.clean(local.text), width: width))
        }
        let imperial = [
            ("distance", profile.imperialDistance), ("weight", profile.imperialWeight),
            ("energy", profile.imperialEnergy),
            ("liquid", profile.imperialLiquid), ("temperature", profile.imperialTemperature),
        ].filter(\.1).map(\.0)
        text.append(
            row("Units", imperial.isEmpty ? "metric" : "imperial for \(imperial.joined(separator: ", "))", width: width)
        )
        text.append(
            row("Account", profile.delinquent ? "payment overdue" : profile.trial ? "trial" : "active", width: width))
        return text
    }

    /// Attributes grouped as the Exist app shows them: groups and attributes by priority.
    static func attributes(_ attributes: [ExistAttribute], width: Int = TerminalColumns.standard) -> StyledText {
        guard !attributes.isEmpty else { return StyledText([Line([Span("No attributes.", .dim)])]) }
        let nameWidth = min(28, attributes.map { TextWidth.of(ExistFormat.clean($0.name)) }.max() ?? 0)
        let labelWidth = min(28, attributes.map { TextWidth.of(ExistFormat.clean($0.label)) }.max() ?? 0)
        var text = StyledText()
        for (group, members) in grouped(attributes) {
            if !text.lines.isEmpty { text.blank() }
            text.append(Line([Span(group, .heading)]))
            for attribute in members {
                let owner =
                    attribute.service.map { ExistFormat.clean($0.label) } ?? (attribute.isActive ? "" : "inactive")
                var line = Line([Span("  " + TextWidth.pad(ExistFormat.clean(attribute.name), to: nameWidth) + "  ")])
                line = line + Span(TextWidth.pad(ExistFormat.clean(attribute.label), to: labelWidth) + "  ")
                line = line + Span(TextWidth.pad(attribute.valueType.description, to: 14), .dim)
                line = line + Span(owner.isEmpty ? "" : "  " + owner, .dim)
                if line.width <= width {
                    text.append(line)
                } else {
                    // Too wide for a row: the name, then what it is on the line below.
                    let facts = [ExistFormat.clean(attribute.label), attribute.valueType.description, owner]
                    text.append(Line([Span("  " + ExistFormat.clean(attribute.name))]), width: width, indent: 4)
                    text.append(
                        Line([Span("    "), Span(facts.filter { !$0.isEmpty }.joined(separator: " · "), .dim)]),
                        width: width, indent: 4)
                }
            }
        }
        return text
    }

    /// Every attribute's value today (or on `day`), grouped like the Exist app.
    static func today(
        _ attributes: [ExistAttribute], on day: ExistDate? = nil, width: Int = TerminalColumns.standard
    ) -> StyledText {
        let days = Set(attributes.flatMap { $0.values ?? [] }.map(\.date))
        let title = day.map { "\($0)" } ?? days.max().map { "Today · \($0)" } ?? "Today"
        var text = StyledText([Line([Span(title, .heading)])])
        guard !attributes.isEmpty else {
            text.append(Line([Span("No attributes.", .dim)]))
            return text
        }
        // The values in a column after the labels; when that column would be narrow, each value
        // after its own label when both fit on the line, else under it.
        let labelWidth = min(30, attributes.map { TextWidth.of(ExistFormat.clean($0.label)) }.max() ?? 0)
        let hasColumn = width - labelWidth - 4 >= 16
        for (group, members) in grouped(attributes) {
            text.blank()
            text.append(Line([Span(group, .emphasis)]))
            for attribute in members {
                let value = day.map { attribute.value(on: $0) } ?? attribute.typedValues.first?.value
                let shown = ExistFormat.value(value, unit: attribute.unit)
                let label = ExistFormat.clean(attribute.label)
                if hasColumn || 2 + TextWidth.of(label) + 2 + TextWidth.of(shown) <= width {
                    let padded = hasColumn ? TextWidth.pad(label, to: labelWidth) : label
                    text.append(
                        Line([Span("  " + padded + "  "), Span(shown, value == nil ? .dim : nil)]), width: width,
                        indent: hasColumn ? labelWidth + 4 : 4)
                } else {
                    text.append(Line([Span("  " + label)]), width: width, indent: 4)
                    text.append(Line([Span("    "), Span(shown, value == nil ? .dim : nil)]), width: width, indent: 4)
                }
            }
        }
        return text
    }

    /// One attribute's values from `first` to `last`: a sparkline with a cell per day (blank for
    /// a day without data; days averaged in groups when there are more of them than columns),
    /// and a row per day, newest first.
    static func values(
        _ values: [ExistTypedValue], attribute: ExistAttribute, from first: ExistDate, to last: ExistDate,
        width: Int = TerminalColumns.standard
    ) -> StyledText {
        let range = DayRange(first: first, last: last)
        var text = StyledText()
        text.append(
            Line([
                Span(ExistFormat.clean(attribute.label), .heading),
                Span(range.count == 1 ? " · \(last)" : " · \(range.count) days, \(first) to \(last)", .dim),
            ]), width: width, indent: 2)
        var byDay: [ExistDate: ExistValue] = [:]
        for entry in values { if let value = entry.value, byDay[entry.date] == nil { byDay[entry.date] = value } }
        let numbers = range.days.map { byDay[$0]?.number }
        let withData = range.days.filter { byDay[$0] != nil }.count
        let counted = Span("\(withData) of \(range.count) days with data", .dim)
        if withData == 0 {
            text.append(Line([Span("No values in these days.", .dim)]))
        } else if range.count > 1, numbers.compactMap({ $0 }).count == withData {
            text.append(
                Line([Span(GappedSparkline.text(numbers, width: width), .emphasis), Span("  "), counted]),
                width: width, indent: 0)
        } else if range.count > 1 {
            // Text values have no sparkline; the count still says how many days hold one.
            text.append(Line([counted]), width: width, indent: 0)
        }
        for day in range.days.reversed() {
            let value = byDay[day]
            text.append(
                Line([
                    Span("\(day)  ", .dim),
                    Span(ExistFormat.value(value, unit: attribute.unit), value == nil ? .dim : nil),
                ]),
                width: width, indent: 12)
        }
        return text
    }

    /// Insights, newest first, each as its text.
    static func insights(_ insights: [ExistInsight], width: Int = TerminalColumns.standard) -> StyledText {
        guard !insights.isEmpty else { return StyledText([Line([Span("No insights yet.", .dim)])]) }
        var text = StyledText()
        for insight in insights {
            let day = insight.targetDate?.description ?? String(insight.created.text.prefix(10))
            let lines = insight.text.split(whereSeparator: \.isNewline).map { ExistFormat.clean(String($0)) }.filter {
                !$0.isEmpty
            }
            for (index, line) in lines.enumerated() {
                text.append(
                    Line([
                        Span(index == 0 ? "\(ExistFormat.clean(day))  " : String(repeating: " ", count: 12), .dim),
                        Span(line),
                    ]), width: width, indent: 12)
            }
        }
        return text
    }

    /// Attributes by group, groups and members in priority order.
    static func grouped(_ attributes: [ExistAttribute]) -> [(String, [ExistAttribute])] {
        struct Group {
            let label: String
            var priority: Int
            var members: [ExistAttribute]
        }
        var groups: [Group] = []
        for attribute in attributes {
            let label = ExistFormat.clean(attribute.group.label ?? attribute.group.name)
            if let index = groups.firstIndex(where: { $0.label == label }) {
                groups[index].members.append(attribute)
                groups[index].priority = min(groups[index].priority, attribute.group.priority)
            } else {
                groups.append(Group(label: label, priority: attribute.group.priority, members: [attribute]))
            }
        }
        let ordered = groups.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
        return ordered.map { entry in
            let members = entry.element.members.enumerated().sorted {
                ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset)
            }
            return (entry.element.label, members.map(\.element))
        }
    }

    /// A label and its value in a column after it; or the value under the label when one of its
    /// words would not fit in that column.
    private static func row(_ label: String, _ value: String, width: Int) -> StyledText {
        var text = StyledText()
        if 12 + (value.split(separator: " ").map(TextWidth.of).max() ?? 0) <= width {
            text.append(Line([Span(TextWidth.pad(label, to: 12), .dim), Span(value)]), width: width, indent: 12)
        } else {
            text.append(Line([Span(label, .dim)]))
            text.append(Line([Span("  " + value)]), width: width, indent: 2)
        }
        return text
    }
}

import Exist
import Foundation
import TerminalKit

extension ReadRenderer {
    /// Averages: overall and by weekday, per attribute, under its label (its name when `labels`
    /// has none), after the day Exist worked them out.
    static func averages(
        _ averages: [ExistAverage], labels: [String: String] = [:], width: Int = TerminalColumns.standard
    ) -> StyledText {
        guard !averages.isEmpty else { return StyledText([Line([Span("No averages yet.", .dim)])]) }
        let dates = Set(averages.map(\.date))
        func label(_ average: ExistAverage) -> String {
            let label = ExistFormat.clean(labels[average.attribute] ?? average.attribute)
            return dates.count > 1 ? "\(label) (\(average.date))" : label
        }
        var text = StyledText()
        if dates.count == 1, let date = dates.first {
            text.append(Line([Span("Averages worked out on \(date)", .dim)]), width: width, indent: 2)
        }
        let nameWidth = max(9, averages.map { TextWidth.of(label($0)) }.max() ?? 0)
        var header = TextWidth.pad("Attribute", to: nameWidth) + "  " + TextWidth.padLeft("Overall", to: 8)
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] { header += TextWidth.padLeft(day, to: 8) }
        guard TextWidth.of(header) <= width else {
            text.append(stackedAverages(averages, label: label, width: width))
            return text
        }
        text.append(Line([Span(header, .heading)]))
        for average in averages {
            var row = TextWidth.pad(label(average), to: nameWidth) + "  "
            row += TextWidth.padLeft(ExistFormat.number(average.overall, digits: 1), to: 8)
            for value in average.weekdays { row += TextWidth.padLeft(ExistFormat.number(value, digits: 1), to: 8) }
            text.append(Line([Span(row)]))
        }
        return text
    }

    /// Averages for a terminal too narrow for the table: each attribute's overall average, then
    /// its weekdays on the line below.
    private static func stackedAverages(
        _ averages: [ExistAverage], label: (ExistAverage) -> String, width: Int
    ) -> StyledText {
        let nameWidth = min(width / 2, max(9, averages.map { TextWidth.of(label($0)) }.max() ?? 0))
        var text = StyledText()
        text.append(
            Line([Span(TextWidth.pad("Attribute", to: nameWidth) + "  Overall", .heading)]), width: width, indent: 2)
        for average in averages {
            text.append(
                Line([
                    Span(TextWidth.pad(label(average), to: nameWidth) + "  "),
                    Span(ExistFormat.number(average.overall, digits: 1)),
                ]), width: width, indent: 2)
            let days = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], average.weekdays).map {
                "\($0)\u{00A0}\(ExistFormat.number($1, digits: 1))"
            }
            text.append(Line([Span("  " + days.joined(separator: " · "), .dim)]), width: width, indent: 2)
        }
        return text
    }

    /// Correlations: stars, the signed strength and Exist's sentence, then the sign and Exist's
    /// own words for the strength and the confidence.
    static func correlations(_ correlations: [ExistCorrelation], width: Int = TerminalColumns.standard) -> StyledText {
        guard !correlations.isEmpty else { return StyledText([Line([Span("No correlations yet.", .dim)])]) }
        var text = StyledText()
        for correlation in correlations {
            let count = min(max(correlation.stars, 0), 5)
            let stars = String(repeating: "★", count: count) + String(repeating: "☆", count: 5 - count)
            let sign = correlation.value < 0 ? "-" : correlation.value > 0 ? "+" : ""
            let strength = TextWidth.padLeft(sign + ExistFormat.number(correlation.percentage, digits: 0) + "%", to: 4)
            text.append(
                Line([
                    Span(stars + " ", .sun), Span(strength + "  ", correlation.isPositive ? .good : .warning),
                    Span(ExistFormat.clean(correlation.secondPerson)),
                ]), width: width, indent: 12)
            let direction = correlation.value < 0 ? "negative" : correlation.value > 0 ? "positive" : "none"
            let words = [direction, correlation.strengthDescription, correlation.starsDescription].map {
                ExistFormat.clean($0)
            }.filter { !$0.isEmpty }
            text.append(
                Line([Span(String(repeating: " ", count: 12)), Span(words.joined(separator: " · "), .dim)]),
                width: width, indent: 12)
        }
        return text
    }
}

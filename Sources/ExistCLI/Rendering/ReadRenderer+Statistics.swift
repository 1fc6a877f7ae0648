import Exist
import Foundation
import TerminalKit

extension ReadRenderer {
    /// Averages: overall and by weekday, per attribute.
    static func averages(_ averages: [ExistAverage], width: Int = TerminalColumns.standard) -> StyledText {
        guard !averages.isEmpty else { return StyledText([Line([Span("No averages yet.", .dim)])]) }
        let nameWidth = max(9, averages.map { TextWidth.of(ExistFormat.clean($0.attribute)) }.max() ?? 0)
        var header = TextWidth.pad("Attribute", to: nameWidth) + "  " + TextWidth.padLeft("Overall", to: 8)
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] { header += TextWidth.padLeft(day, to: 8) }
        guard TextWidth.of(header) <= width else { return stackedAverages(averages, width: width) }
        var text = StyledText([Line([Span(header, .heading)])])
        for average in averages {
            var row = TextWidth.pad(ExistFormat.clean(average.attribute), to: nameWidth) + "  "
            row += TextWidth.padLeft(ExistFormat.number(average.overall, digits: 1), to: 8)
            for value in average.weekdays { row += TextWidth.padLeft(ExistFormat.number(value, digits: 1), to: 8) }
            text.append(Line([Span(row)]))
        }
        return text
    }

    /// Averages for a terminal too narrow for the table: each attribute's overall average, then
    /// its weekdays on the line below.
    private static func stackedAverages(_ averages: [ExistAverage], width: Int) -> StyledText {
        let nameWidth = max(9, averages.map { TextWidth.of(ExistFormat.clean($0.attribute)) }.max() ?? 0)
        var text = StyledText()
        text.append(
            Line([Span(TextWidth.pad("Attribute", to: nameWidth) + "  Overall", .heading)]), width: width, indent: 2)
        for average in averages {
            text.append(
                Line([
                    Span(TextWidth.pad(ExistFormat.clean(average.attribute), to: nameWidth) + "  "),
                    Span(ExistFormat.number(average.overall, digits: 1)),
                ]), width: width, indent: 2)
            let days = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], average.weekdays).map {
                "\($0)\u{00A0}\(ExistFormat.number($1, digits: 1))"
            }
            text.append(Line([Span("  " + days.joined(separator: " · "), .dim)]), width: width, indent: 2)
        }
        return text
    }

    /// Correlations: stars, strength and Exist's sentence.
    static func correlations(_ correlations: [ExistCorrelation], width: Int = TerminalColumns.standard) -> StyledText {
        guard !correlations.isEmpty else { return StyledText([Line([Span("No correlations yet.", .dim)])]) }
        var text = StyledText()
        for correlation in correlations {
            let stars =
                String(repeating: "★", count: min(max(correlation.stars, 0), 5))
                + String(repeating: "☆", count: 5 - min(max(correlation.stars, 0), 5))
            let strength = TextWidth.padLeft(ExistFormat.number(correlation.percentage, digits: 0) + "%", to: 4)
            text.append(
                Line([
                    Span(stars + " ", .sun), Span(strength + "  ", correlation.isPositive ? .good : .warning),
                    Span(ExistFormat.clean(correlation.secondPerson)),
                ]), width: width, indent: 12)
        }
        return text
    }
}

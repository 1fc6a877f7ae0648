import Exist
import Foundation

/// Reads values typed on the command line or in a CSV file as the JSON Exist expects for each
/// attribute's type: `7:30` for a time or duration, `57%` for a percentage, `yes` for a tag.
package enum ValueParser {
    /// A `NAME=VALUE` argument split in two.
    package static func pair(_ argument: String) throws(ExistRuntimeError) -> (name: String, value: String) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ExistRuntimeError(.invalidValue, "\"\(argument)\" is not NAME=VALUE.")
        }
        let name = argument[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            throw ExistRuntimeError(.invalidValue, "\"\(argument)\" has no attribute name before =.")
        }
        return (name, String(argument[argument.index(after: equals)...]))
    }

    /// `text` as a value for an attribute of `type`; with no type known, an integer, a decimal or
    /// text, whichever it reads as. Text that does not read as the type is an
    /// ``ExistRuntimeError/Code/invalidValue``; a value outside the type's ``ValueRange`` an
    /// ``ExistRuntimeError/Code/implausibleValue``, unless `force` lets it through.
    package static func value(
        _ text: String, type: ExistValueType?, name: String, force: Bool = false
    ) throws(ExistRuntimeError) -> ExistJSON {
        let value = try read(text, type: type, name: name)
        if !force { try ValueRange.check(value, type: type, name: name, shown: text) }
        return value
    }

    /// `text` read as the JSON of `type`, whatever its range.
    private static func read(_ text: String, type: ExistValueType?, name: String) throws(ExistRuntimeError) -> ExistJSON
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func fail(_ expected: String) -> ExistRuntimeError {
            ExistRuntimeError(.invalidValue, "\(name): \"\(text)\" is not \(expected).")
        }
        switch type {
        case .integer?:
            guard let number = Int(ungrouped(trimmed)) else { throw fail("a whole number") }
            return .integer(number)
        case .decimal?:
            guard let number = Double(ungrouped(trimmed)), number.isFinite else { throw fail("a number") }
            return .number(number)
        case .string?:
            guard text.count <= 1000 else { throw fail("text of at most 1000 characters") }
            return .string(text)
        case .duration?:
            guard let minutes = clockMinutes(trimmed) ?? Int(ungrouped(trimmed)) else { throw fail("minutes or H:MM") }
            return .integer(minutes)
        case .timeOfDay?:
            guard let minutes = clockMinutes(trimmed), minutes < 1440 else { throw fail("a time of day, HH:MM") }
            return .integer(minutes)
        case .timeOfDayFromMidday?:
            guard let minutes = clockMinutes(trimmed), minutes < 1440 else { throw fail("a time of day, HH:MM") }
            return .integer((minutes + 720) % 1440)
        case .percentage?:
            if trimmed.hasSuffix("%"), let percent = Double(trimmed.dropLast()), percent.isFinite {
                return .number(percent / 100)
            }
            guard let fraction = Double(trimmed), fraction.isFinite else {
                throw fail("a fraction from 0 to 1, or a percentage such as 57%")
            }
            return .number(fraction)
        case .boolean?:
            switch trimmed.lowercased() {
            case "1", "yes", "y", "true", "on": return .integer(1)
            case "0", "no", "n", "false", "off": return .integer(0)
            default: throw fail("yes or no")
            }
        case .scale?:
            guard let level = Int(trimmed) else { throw fail("a whole number from 1 to 9") }
            return .integer(level)
        default:
            if let number = Int(ungrouped(trimmed)) { return .integer(number) }
            if let number = Double(ungrouped(trimmed)), number.isFinite { return .number(number) }
            return .string(text)
        }
    }

    /// An amount to add to an attribute of `type`.
    package static func delta(
        _ text: String, type: ExistValueType?, name: String
    ) throws(ExistRuntimeError)
        -> ExistJSON
    {
        if let type, !type.isIncrementable {
            throw ExistRuntimeError(
                .invalidValue, "\(name) is a \(type) attribute, which cannot be incremented; use `exist update`.")
        }
        let trimmed = ungrouped(text.trimmingCharacters(in: .whitespaces))
        if type == .integer || type == .duration {
            guard let number = Int(trimmed) else {
                throw ExistRuntimeError(.invalidValue, "\(name): \"\(text)\" is not a whole number.")
            }
            return .integer(number)
        }
        if let number = Int(trimmed), type == nil { return .integer(number) }
        guard let number = Double(trimmed), number.isFinite else {
            throw ExistRuntimeError(.invalidValue, "\(name): \"\(text)\" is not a number.")
        }
        return .number(number)
    }

    /// A number written with grouping separators (`1,234`, `12 345.5`, with a comma, a space, a
    /// no-break space or a narrow no-break space between groups of three digits) without them;
    /// any other text as it is.
    package static func ungrouped(_ text: String) -> String {
        let separators: Set<Character> = [",", " ", "\u{00A0}", "\u{202F}"]
        var characters = Array(text)
        var sign = ""
        if let first = characters.first, first == "-" || first == "+" {
            sign = String(first)
            characters.removeFirst()
        }
        let whole = characters.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = whole.first, integer.contains(where: separators.contains) else { return text }
        let groups = integer.split(omittingEmptySubsequences: false, whereSeparator: separators.contains)
        let separatorsUsed = Set(integer.filter(separators.contains))
        guard separatorsUsed.count == 1, let head = groups.first, (1...3).contains(head.count),
            groups.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return text }
        let fraction = whole.count > 1 ? "." + String(whole[1]) : ""
        return sign + groups.map { String($0) }.joined() + fraction
    }

    /// `H:MM` or `HH:MM` as minutes.
    private static func clockMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
            hours >= 0, (0..<60).contains(minutes)
        else { return nil }
        return hours * 60 + minutes
    }
}

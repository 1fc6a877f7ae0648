import Foundation
import MCP

/// A tool call's arguments, read with checks that name the argument at fault.
package struct ToolArguments: Sendable {
    package let values: [String: Value]

    package init(_ values: [String: Value]?) { self.values = values ?? [:] }

    /// A string argument, `nil` when absent or null; blank strings count as absent.
    package func string(_ name: String) throws(MCPToolFailure) -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw .invalidArgument("\(name) must be a string.") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A required string argument.
    package func requiredString(_ name: String) throws(MCPToolFailure) -> String {
        guard let text = try string(name) else { throw .invalidArgument("\(name) is required.") }
        return text
    }

    /// A number argument (an integer or a decimal), `nil` when absent or null.
    package func number(_ name: String) throws(MCPToolFailure) -> Double? {
        guard let value = values[name], !value.isNull else { return nil }
        if let int = value.intValue { return Double(int) }
        if let double = value.doubleValue, double.isFinite { return double }
        throw .invalidArgument("\(name) must be a number.")
    }

    /// A whole-number argument in `range`, `fallback` when absent.
    package func integer(
        _ name: String, in range: ClosedRange<Int>, default fallback: Int
    ) throws(MCPToolFailure) -> Int {
        guard let value = values[name], !value.isNull else { return fallback }
        let number = value.intValue ?? value.doubleValue.flatMap { $0.rounded() == $0 ? Int(exactly: $0) : nil }
        guard let number, range.contains(number) else {
            throw .invalidArgument(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(value).")
        }
        return number
    }

    /// A string argument that must be one of `choices`, parsed by `parse`.
    package func choice<T>(_ name: String, _ choices: String, _ parse: (String) -> T?) throws(MCPToolFailure) -> T? {
        guard let text = try string(name) else { return nil }
        guard let value = parse(text) else {
            throw .invalidArgument("\(name) must be one of \(choices), not \"\(text)\".")
        }
        return value
    }
}

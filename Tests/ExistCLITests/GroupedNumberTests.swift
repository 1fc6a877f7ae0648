import Exist
import Testing

@testable import ExistCLI
@testable import ExistRuntime

/// Numbers as the tool prints them (with grouping separators) read back; anything else is left
/// alone, and text stays text.
@Suite("grouped numbers")
struct GroupedNumberTests {
    @Test("groups of three after a comma, space or no-break space are joined; other text is kept")
    func ungrouped() {
        #expect(ValueParser.ungrouped("1,234") == "1234")
        #expect(ValueParser.ungrouped("-12,345,678.25") == "-12345678.25")
        #expect(ValueParser.ungrouped("1\u{202F}234") == "1234")
        #expect(ValueParser.ungrouped("1,23") == "1,23")
        #expect(ValueParser.ungrouped("1,234 567") == "1,234 567", "mixed separators")
        #expect(ValueParser.ungrouped("1234,567") == "1234,567")
        #expect(ValueParser.ungrouped("Calm, then busy") == "Calm, then busy")
    }

    @Test("typed values: integers and decimals accept groups; strings keep their commas")
    func typed() throws {
        #expect(try ValueParser.value("12,345", type: .integer, name: "steps") == .integer(12345))
        #expect(try ValueParser.value("1,234.5", type: .decimal, name: "distance") == .number(1234.5))
        #expect(try ValueParser.value("1,234", type: .string, name: "note") == .string("1,234"))
        #expect(try ValueParser.delta("1,000", type: .integer, name: "steps") == .integer(1000))
        #expect(throws: (any Error).self) { try ValueParser.value("1,23", type: .integer, name: "steps") }
    }
}

import Foundation
import TerminalKit
import Testing

/// Where the views' width comes from.
@Suite("The terminal's width: ioctl, then COLUMNS, then 80, within 40...200")
struct TerminalColumnsTests {
    @Test("the terminal's own width comes first, then a positive COLUMNS, then 80")
    func order() {
        #expect(TerminalColumns.resolve(terminalWidth: 132, variables: ["COLUMNS": "60"]) == 132)
        #expect(TerminalColumns.resolve(terminalWidth: nil, variables: ["COLUMNS": "60"]) == 60)
        #expect(TerminalColumns.resolve(terminalWidth: 0, variables: ["COLUMNS": "60"]) == 60)
        #expect(TerminalColumns.resolve(terminalWidth: nil, variables: [:]) == 80)
        for junk in ["", "wide", "-5", "0", "12.5"] {
            #expect(TerminalColumns.resolve(terminalWidth: nil, variables: ["COLUMNS": junk]) == 80, "\(junk)")
        }
    }

    @Test("widths are clamped to 40...200")
    func clamp() {
        #expect(TerminalColumns.resolve(terminalWidth: 20, variables: [:]) == 40)
        #expect(TerminalColumns.resolve(terminalWidth: nil, variables: ["COLUMNS": "10"]) == 40)
        #expect(TerminalColumns.resolve(terminalWidth: 500, variables: [:]) == 200)
        #expect(TerminalColumns.resolve(terminalWidth: nil, variables: ["COLUMNS": "9999"]) == 200)
    }

    @Test("an environment for tests takes its width from its variables")
    func environment() {
        let sink = TextSink.capture()
        let url = URL(fileURLWithPath: "/nonexistent")
        #expect(
            CLIEnvironment(variables: ["COLUMNS": "52"], output: sink, errorOutput: sink, configDirectory: url).columns
                == 52)
        #expect(CLIEnvironment(variables: [:], output: sink, errorOutput: sink, configDirectory: url).columns == 80)
        #expect(
            CLIEnvironment(
                variables: ["COLUMNS": "52"], output: sink, errorOutput: sink, configDirectory: url, terminalWidth: 100
            ).columns == 100)
    }
}

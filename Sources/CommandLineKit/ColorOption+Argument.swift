import ArgumentParser
import TerminalKit

/// `--color auto|always|never`: the terminal kit's choice, spelled on a command line. The
/// conformance lives here so the kit, and the views built on it, need no argument parser.
extension ColorOption: ExpressibleByArgument {}

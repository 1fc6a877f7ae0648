import ArgumentParser

/// The `exist` command.
public struct ExistCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "exist")
    public init() {}
}

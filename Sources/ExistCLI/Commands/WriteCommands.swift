import ArgumentParser
import Exist
import Foundation
import TerminalKit

/// `exist acquire NAME…`: take ownership so this client may write.
struct AcquireCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "acquire",
        abstract: "Take ownership of attributes, so this client can write them (creates templated ones you lack).")

    @Argument(help: "Attribute names, such as mood or coffee.") var names: [String] = []
    @Flag(help: "Allow custom (non-templated) attributes.") var allowCustom = false
    @Flag(help: "The names are templates (see exist templates): ones you lack are created.") var template = false
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            if names.isEmpty { throw ValidationError("Name at least one attribute.") }
            let client = try await session.signedInClient()
            let items = names.map { template ? ExistAcquisition.template($0) : ExistAcquisition.name($0) }
            let result = try await session.fetching("Acquiring…") {
                try await client.acquire(items, allowUserDefined: allowCustom)
            }
            // The names Exist answered with: a template acquired may be named otherwise.
            try session.report(result, verb: "acquired") { $0.name }
        }
    }
}

/// `exist release NAME…`: give up ownership.
struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release", abstract: "Give up ownership of attributes.",
        discussion:
            "This client stops writing them, and Exist marks them inactive, so they no longer show with the day's"
            + " values (`exist attributes --all` still lists them; `exist acquire` takes them back). Exist's API"
            + " cannot delete an attribute, such as a tag created by mistake: only the Exist app can.")

    @Argument(help: "Attribute names.") var names: [String] = []
    @OptionGroup var connection: ExistConnectionOptions
    @OptionGroup var output: ExistOutputOptions

    func run() async throws {
        let session = ExistSession(connection: connection, output: output)
        try await session.writing {
            if names.isEmpty { throw ValidationError("Name at least one attribute.") }
            let client = try await session.signedInClient()
            let names = self.names
            let result = try await session.fetching("Releasing…") { try await client.release(names: names) }
            try session.report(result, verb: "released") { $0.name }
        }
    }
}

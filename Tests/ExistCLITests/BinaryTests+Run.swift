import APICore
import Foundation
import TestSupport
import Testing

extension BinaryTests {
    /// A running `exist` process whose output can be read while it runs.
    final class Run: Sendable {
        /// What one of the process's output pipes has delivered, and whether it has reached its end.
        struct Stream: Sendable {
            var data = Data()
            var ended = false
        }

        let process: Process
        private let output = Locked(Stream())
        private let error = Locked(Stream())

        init(_ arguments: [String], environment: [String: String], input: String? = nil) throws {
            process = Process()
            process.executableURL = BuiltProducts.executable("exist")
            process.arguments = arguments
            process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { _, new in new }
            let outputPipe = try ClosedOnExecPipe()
            let errorPipe = try ClosedOnExecPipe()
            let inputPipe = try ClosedOnExecPipe()
            process.standardOutput = outputPipe.writing
            process.standardError = errorPipe.writing
            process.standardInput = inputPipe.reading
            Self.collect(outputPipe.reading, into: output)
            Self.collect(errorPipe.reading, into: error)
            try process.run()
            // The child has its own copies now; the ends left here would keep its pipes open.
            try outputPipe.writing.close()
            try errorPipe.writing.close()
            try inputPipe.reading.close()
            if let input { inputPipe.writing.write(Data(input.utf8)) }
            try inputPipe.writing.close()
        }

        /// Appends what `pipe` delivers to `stream` from a thread of its own, and marks the stream
        /// ended when a read finds the end of file. (Blocking reads rather than a readability
        /// handler: on Linux a handler is not always called again for an end of file that arrives
        /// with the last bytes.)
        private static func collect(_ pipe: FileHandle, into stream: Locked<Stream>) {
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(pipe.fileDescriptor, $0.baseAddress, $0.count) }
                    if count > 0 {
                        stream.withLock { $0.data.append(contentsOf: buffer[..<count]) }
                    } else if count < 0, errno == EINTR {
                        continue
                    } else {
                        stream.withLock { $0.ended = true }
                        return
                    }
                }
            }
        }

        var outputText: String { String(decoding: output.current.data, as: UTF8.self) }
        var errorText: String { String(decoding: error.current.data, as: UTF8.self) }

        /// Waits (polling, up to `seconds`) until the output holds `text`; records an issue when it
        /// does not by then, or when the output ends without it.
        func waitForOutput(
            containing text: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation
        ) async throws {
            let deadline = Date().addingTimeInterval(seconds)
            while !outputText.contains(text) {
                guard !output.current.ended else {
                    Issue.record(
                        "The output ended without \"\(text)\": \(outputText)\(errorText)",
                        sourceLocation: sourceLocation)
                    return
                }
                guard Date() < deadline else {
                    Issue.record(
                        "No \"\(text)\" in the output within \(seconds) s: \(outputText)\(errorText)",
                        sourceLocation: sourceLocation)
                    return
                }
                try await Task.sleep(for: .milliseconds(20))
            }
        }

        /// Waits (up to `seconds`) for the process to end and for both its output pipes to reach
        /// their end, so every byte it wrote has been read, and returns its status. When that
        /// takes longer, records an issue and ends the process.
        func finish(seconds: Double = 180, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32 {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning || !output.current.ended || !error.current.ended {
                guard Date() < deadline else {
                    let state = [
                        process.isRunning ? "still running" : "ended", output.current.ended ? nil : "output open",
                        error.current.ended ? nil : "error output open",
                    ].compactMap { $0 }.joined(separator: ", ")
                    Issue.record(
                        "exist did not end and close its output within \(seconds) s (\(state)): \(outputText)\(errorText)",
                        sourceLocation: sourceLocation)
                    if process.isRunning { process.terminate() }
                    process.waitUntilExit()
                    break
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            return process.terminationStatus
        }
    }

    @Test("the run helper records an issue when the text never comes or the process never ends")
    func helperFailuresAreRecorded() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let variables = [
            "HOME": folder.url.path, "WEATHER_CONFIG_DIR": folder.url.appendingPathComponent("config").path,
            "EXIST_BASE_URL": "http://127.0.0.1:9",
        ]
        let help = try Run(["--help"], environment: variables)
        await withKnownIssue { try await help.waitForOutput(containing: "a line exist never prints") }
        #expect(try await help.finish() == 0)
        #expect(help.outputText.hasPrefix("OVERVIEW: "))

        // Login waits for the browser for 120 s; finish gives up first and ends it.
        let waiting = try Run(
            ["login", "--client-id", "cli-client", "--port", "0", "--timeout", "120"], environment: variables,
            input: "appSECRETxyz\n")
        try await waiting.waitForOutput(containing: "Waiting for Exist", seconds: 120)
        await withKnownIssue { _ = try await waiting.finish(seconds: 0.5) }
        #expect(!waiting.process.isRunning)
    }
}

/// Both ends of a pipe, marked close-on-exec as soon as they are made, so that another process
/// the test run starts at the same moment does not inherit them (one that did would hold the pipe
/// open after `exist` ends, and its end of file would not come). The child gets its own copies as
/// its standard streams, which stay open.
struct ClosedOnExecPipe {
    /// The end to read from.
    let reading: FileHandle
    /// The end to write to.
    let writing: FileHandle

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    }
}

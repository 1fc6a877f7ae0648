// Test helper: writes one file into a cache directory many times, the way the cache does, so a
// test can run several writer processes against the same key at once.
//
// Usage: cache-writer DIRECTORY NAME PAYLOAD-FILE ITERATIONS
import APICore
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 5, let iterations = Int(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: cache-writer DIRECTORY NAME PAYLOAD-FILE ITERATIONS\n".utf8))
    exit(64)
}
let store = DiskStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
let payload = try Data(contentsOf: URL(fileURLWithPath: arguments[3]))
for _ in 0..<iterations {
    try store.write(payload, to: arguments[2])
}

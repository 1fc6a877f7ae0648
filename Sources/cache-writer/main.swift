// Test helper for what several processes do to one cache directory.
//
//     cache-writer DIRECTORY NAME PAYLOAD-FILE ITERATIONS
//         writes one file into the directory many times, the way the cache does, so a test can
//         run several writers against the same key at once;
//     cache-writer lock DIRECTORY NAME
//         takes the cross-process lock on NAME, prints "locked" and holds it until killed.
import APICore
import Foundation

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "lock" {
    let store = DiskStore(directory: URL(fileURLWithPath: arguments[2], isDirectory: true))
    guard let lock = try store.tryLock(arguments[3]) else {
        FileHandle.standardError.write(Data("already locked\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("locked\n".utf8))
    while true {
        withExtendedLifetime(lock) { _ = sleep(60) }
    }
}
guard arguments.count == 5, let iterations = Int(arguments[4]) else {
    FileHandle.standardError.write(
        Data("usage: cache-writer DIRECTORY NAME PAYLOAD-FILE ITERATIONS | cache-writer lock DIRECTORY NAME\n".utf8))
    exit(64)
}
let store = DiskStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
let payload = try Data(contentsOf: URL(fileURLWithPath: arguments[3]))
for _ in 0..<iterations {
    try store.write(payload, to: arguments[2])
}

import APICore
import Foundation
import TestSupport
import Testing

@Suite("Open-file cache: kept files answer only while their path still names them")
struct OpenFileCacheTests {
    let modified = Date(timeIntervalSince1970: 1_700_000_000)

    func text(_ read: (data: Data, modified: Date)?) -> String? {
        read.map { String(decoding: $0.data, as: UTF8.self) }
    }

    @Test("a file read again answers as read, with its time")
    func readsAgain() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 4)
        try store.write(Data("first".utf8), to: "a.json", modified: modified)
        for _ in 0..<3 {
            let read = try files.readFile("a.json", in: store)
            #expect(text(read) == "first")
            #expect(read?.modified == modified)
        }
        #expect(try files.readFile("missing.json", in: store) == nil)
    }

    @Test("a file replaced by a write is read anew, not from the kept one")
    func replaced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 4)
        try store.write(Data("first".utf8), to: "a.json", modified: modified)
        #expect(text(try files.readFile("a.json", in: store)) == "first")
        try store.write(Data("second, longer".utf8), to: "a.json", modified: modified + 60)
        let read = try files.readFile("a.json", in: store)
        #expect(text(read) == "second, longer")
        #expect(read?.modified == modified + 60)
    }

    @Test("a removed file is gone, though it was kept open")
    func removed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 4)
        try store.write(Data("first".utf8), to: "a.json")
        #expect(text(try files.readFile("a.json", in: store)) == "first")
        store.remove("a.json")
        #expect(try files.readFile("a.json", in: store) == nil)
    }

    @Test("a file changed in place is read at its new size")
    func changedInPlace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 4)
        try store.write(Data("first".utf8), to: "a.json")
        #expect(text(try files.readFile("a.json", in: store)) == "first")
        let handle = try FileHandle(forWritingTo: store.url(for: "a.json"))
        try handle.write(contentsOf: Data("FIRST and more".utf8))
        try handle.close()
        #expect(text(try files.readFile("a.json", in: store)) == "FIRST and more")
    }

    @Test("reads racing evictions from other tasks always get their own file's bytes")
    func concurrentEvictions() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 1)
        let names = (0..<6).map { "file\($0).json" }
        for name in names { try store.write(Data(String(repeating: name, count: 200).utf8), to: name) }
        let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<200 {
                        let name = names[(task + round) % names.count]
                        let read = try files.readFile(name, in: store)
                        if read?.data != Data(String(repeating: name, count: 200).utf8) { wrong += 1 }
                    }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test("a FIFO in a file's place is an error at once, not a wait for a writer")
    func fifo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        #expect(mkfifo(store.path(for: "pipe.json"), 0o600) == 0)
        #expect(throws: (any Error).self) { try OpenFileCache(capacity: 4).readFile("pipe.json", in: store) }
        #expect(throws: (any Error).self) { try store.readFile("pipe.json") }
    }

    @Test("more files than it keeps are all read right, and a directory is an error")
    func beyondCapacity() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let files = OpenFileCache(capacity: 2)
        let names = (0..<5).map { "file\($0).json" }
        for name in names { try store.write(Data(name.utf8), to: name) }
        for _ in 0..<2 {
            for name in names { #expect(text(try files.readFile(name, in: store)) == name) }
        }
        try FileManager.default.createDirectory(at: store.url(for: "folder.json"), withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try files.readFile("folder.json", in: store) }
    }
}

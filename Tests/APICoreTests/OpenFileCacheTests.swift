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
        let files = OpenFileCache()
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
        let files = OpenFileCache()
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
        let files = OpenFileCache()
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
        let files = OpenFileCache()
        try store.write(Data("first".utf8), to: "a.json")
        #expect(text(try files.readFile("a.json", in: store)) == "first")
        let handle = try FileHandle(forWritingTo: store.url(for: "a.json"))
        try handle.write(contentsOf: Data("FIRST and more".utf8))
        try handle.close()
        #expect(text(try files.readFile("a.json", in: store)) == "FIRST and more")
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

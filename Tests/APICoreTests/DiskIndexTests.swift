import APICore
import Foundation
import TestSupport
import Testing

@Suite("Disk index: room for a write without listing the directory each time")
struct DiskIndexTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// Writes `name` as the cache does: room first, then the file, then the record.
    func save(
        _ name: String, bytes: Int = 1000, at offset: Double, limit: Int, _ index: DiskIndex, _ store: DiskStore
    )
        throws -> [String]
    {
        let removed = index.makeRoom(
            for: bytes, replacing: name, limit: limit, in: store, where: { $0.hasSuffix(".json") })
        try store.write(Data(repeating: 1, count: bytes), to: name, modified: start + offset)
        index.recordWrite(name, size: bytes, at: start + offset, in: store)
        return removed
    }

    func names(_ folder: TemporaryDirectory) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    }

    @Test("its own writes and uses keep the least recently used order exact")
    func ownWrites() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let index = DiskIndex()
        for (offset, name) in ["a.json", "b.json", "c.json"].enumerated() {
            #expect(try save(name, at: Double(offset), limit: 3_000, index, store).isEmpty)
        }
        index.recordUse("a.json", at: start + 10, in: store)
        #expect(try save("d.json", at: 11, limit: 3_000, index, store) == ["b.json"])
        #expect(try save("e.json", bytes: 2_000, at: 12, limit: 3_000, index, store) == ["c.json", "a.json"])
        #expect(try names(folder) == ["d.json", "e.json"])
        // Rewriting a file replaces its size rather than adding to it.
        #expect(try save("e.json", bytes: 2_000, at: 13, limit: 3_000, index, store).isEmpty)
    }

    @Test("what another process wrote counts from the next listing, every rescanInterval writes")
    func otherWriters() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        let index = DiskIndex(rescanInterval: 3)
        #expect(try save("a.json", at: 0, limit: 3_000, index, store).isEmpty)
        // Another process adds two files: not seen until the directory is listed again.
        try store.write(Data(repeating: 2, count: 1000), to: "x.json", modified: start - 20)
        try store.write(Data(repeating: 2, count: 1000), to: "y.json", modified: start - 10)
        #expect(try save("b.json", at: 1, limit: 3_000, index, store).isEmpty)
        #expect(try save("c.json", at: 2, limit: 3_000, index, store).isEmpty)
        #expect(try names(folder).count == 5)
        // The third write since the listing lists the directory again, and evicts the oldest three.
        #expect(try save("d.json", at: 3, limit: 3_000, index, store) == ["x.json", "y.json", "a.json"])
        #expect(try names(folder) == ["b.json", "c.json", "d.json"])
    }

    @Test("the first write lists the directory, and files another process removed are not counted twice")
    func firstListing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let store = DiskStore(directory: folder.url)
        for (offset, name) in ["a.json", "b.json"].enumerated() {
            try store.write(Data(repeating: 1, count: 1000), to: name, modified: start + Double(offset))
        }
        try Data("not counted".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))
        let index = DiskIndex(rescanInterval: 2)
        #expect(try save("c.json", at: 2, limit: 2_000, index, store) == ["a.json"])
        store.remove("b.json")
        // The index still counts b.json, so it makes room it need not; a listing corrects that.
        #expect(try save("d.json", at: 3, limit: 2_000, index, store) == ["b.json"])
        #expect(try save("e.json", at: 4, limit: 3_000, index, store).isEmpty)
        #expect(try names(folder) == ["c.json", "d.json", "e.json", "notes.txt"])
    }
}

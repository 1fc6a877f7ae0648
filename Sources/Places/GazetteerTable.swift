import Foundation

/// The gazetteer's file as it is on disk (see `Scripts/make-gazetteer`): a line of time zones,
/// one tab-separated line per place sorted by search key, then the Chinese names sorted by their
/// bytes. Loading finds where each line starts and reads the numbers; names are read from the
/// bytes when a search or a result needs them.
struct GazetteerTable: Sendable {
    let data: Data
    let zones: [String]
    /// Where each place's line starts, and where the next section starts after the last one.
    let rowStarts: [Int32]
    let latitudes: [Float]
    let longitudes: [Float]
    let populations: [Int32]
    let zoneIndices: [UInt16]
    /// Where each Chinese-name line starts, and the end of the file after the last one.
    let chineseStarts: [Int32]

    var count: Int { latitudes.count }

    init(_ data: Data) throws(GazetteerError) {
        self.data = data
        var reader = GazetteerReader()
        let outcome = data.withUnsafeBytes { reader.read($0.bindMemory(to: UInt8.self)) }
        if let problem = outcome {
            throw GazetteerError(.dataDamaged, "The gazetteer cannot be read: \(problem).")
        }
        guard !reader.latitudes.isEmpty else { throw GazetteerError(.dataDamaged, "The gazetteer holds no places.") }
        zones = reader.zones
        rowStarts = reader.rowStarts
        latitudes = reader.latitudes
        longitudes = reader.longitudes
        populations = reader.populations
        zoneIndices = reader.zoneIndices
        chineseStarts = reader.chineseStarts
    }

    /// The text fields of a place's line.
    func fields(of row: Int32) -> GazetteerFields {
        lineFields(from: Int(rowStarts[Int(row)]), to: Int(rowStarts[Int(row) + 1]) - 1)
    }

    /// A place's name alone: its line up to the first tab, since ``GazetteerColumn/name`` comes
    /// first.
    func name(of row: Int32) -> String {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = Int(rowStarts[Int(row)])
            var end = start
            while bytes[end] != 0x09 { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The name and place of the Chinese-index line `index`.
    func chineseEntry(_ index: Int) -> (name: String, row: Int32) {
        let fields = lineFields(from: Int(chineseStarts[index]), to: Int(chineseStarts[index + 1]) - 1)
        return (fields[.chineseName], Int32(fields[.placeNumber]) ?? 0)
    }

    private func lineFields(from start: Int, to end: Int) -> GazetteerFields {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var fields: [String] = []
            var fieldStart = start
            for index in start...end where index == end || bytes[index] == 0x09 {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                fieldStart = index + 1
            }
            return GazetteerFields(values: fields)
        }
    }
}

import Exist

/// How many requests a write of values takes, next to Exist's limit of 300 an hour per token:
/// the reads before it (the profile, the attributes a hundred names at a time, the values it may
/// replace a hundred days a page) and the writes of up to 35 values each.
package struct RequestEstimate: Encodable, Sendable, Hashable {
    /// The reads.
    package let reads: Int
    /// The write requests.
    package let writes: Int

    /// Exist's limit of requests an hour per token.
    package static let hourlyLimit = 300

    /// Creates an estimate of `reads` and `writes`.
    package init(reads: Int, writes: Int) {
        self.reads = reads
        self.writes = writes
    }

    /// The requests `exist update` takes to write `updates` in requests of `batchSize`, reading
    /// first the profile, the `names` it was given and the values already there for `known` (the
    /// updates of attributes the user has).
    package init(
        updates: [ExistValueUpdate], names: Set<String>, known: [ExistValueUpdate],
        batchSize: Int = ExistClient.Configuration.maximumWriteBatchSize
    ) {
        var reads = 1 + Self.chunks(names.count, of: 100)
        for items in Dictionary(grouping: known, by: \.name).values {
            guard let first = items.map(\.date).min(), let last = items.map(\.date).max() else { continue }
            reads += Self.chunks(first.days(until: last) + 1, of: 100)
        }
        self.init(reads: reads, writes: Self.chunks(updates.count, of: batchSize))
    }

    /// Every request.
    package var total: Int { reads + writes }

    /// Whether the run fits in one hour's allowance.
    package var fits: Bool { total <= Self.hourlyLimit }

    /// "about 308 requests (286 writes of up to 35 values, 22 reads)".
    package var description: String {
        "about \(Plural.count(total, "request")) (\(Plural.count(writes, "write")) of up to 35 values,"
            + " \(Plural.count(reads, "read")))"
    }

    private static func chunks(_ count: Int, of size: Int) -> Int { (count + size - 1) / size }

    private enum CodingKeys: String, CodingKey {
        case reads, writes, total, fits
        case hourlyLimit = "hourly_limit"
    }

    /// Encodes `{"reads", "writes", "total", "hourly_limit", "fits"}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reads, forKey: .reads)
        try container.encode(writes, forKey: .writes)
        try container.encode(total, forKey: .total)
        try container.encode(Self.hourlyLimit, forKey: .hourlyLimit)
        try container.encode(fits, forKey: .fits)
    }
}

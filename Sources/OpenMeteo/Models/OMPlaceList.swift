import APICore

/// The places a geocoding search found (`/v1/search`), best match first.
///
/// When nothing matches, the API answers without a `results` member at all; that reads as an
/// empty list, not as an error. A place that does not decode is left out and listed in
/// ``skippedItems``.
///
/// ```swift
/// let places = try await client.searchPlaces("Berlin", count: 3)
/// if let berlin = places.first { print(berlin.name, berlin.country ?? "", berlin.timezone ?? "") }
/// ```
public struct OMPlaceList: Sendable, Hashable, RandomAccessCollection {
    /// The places, in the API's order; empty when nothing matched.
    public let places: [OMPlace]
    /// How long the server took, in milliseconds (`generationtime_ms`).
    public let generationTimeMilliseconds: Double?
    /// Every member but `results` and `generationtime_ms`, as sent.
    public let otherFields: [String: OMJSONValue]
    /// Whether the body had a `results` member (encoding writes it back only then).
    let hasResults: Bool
    private let skipped: SkippedItemLog

    /// Creates a list.
    public init(_ places: [OMPlace], generationTimeMilliseconds: Double? = nil) {
        self.places = places
        self.generationTimeMilliseconds = generationTimeMilliseconds
        otherFields = [:]
        hasResults = !places.isEmpty
        skipped = SkippedItemLog()
    }

    /// The places that did not decode and were left out (`results[1]`, say); empty for a
    /// well-formed answer. Not part of the value.
    public var skippedItems: [SkippedItem] { skipped.items }

    /// The position of the first place.
    public var startIndex: Int { places.startIndex }
    /// The position after the last place.
    public var endIndex: Int { places.endIndex }
    /// The place at `position`.
    public subscript(position: Int) -> OMPlace { places[position] }
}

extension OMPlaceList: Codable {
    /// Reads an answer; a missing `results` member is an empty list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OMCodingKey.self)
        var skipped: [SkippedItem] = []
        let results = try container.decodeKeepingElements(
            OMPlace.self, forKey: OMCodingKey("results"), skipped: &skipped)
        places = results ?? []
        hasResults = results != nil
        generationTimeMilliseconds = try container.decodeIfPresent(
            Double.self, forKey: OMCodingKey("generationtime_ms"))
        var otherFields: [String: OMJSONValue] = [:]
        for key in container.allKeys where key.stringValue != "results" && key.stringValue != "generationtime_ms" {
            otherFields[key.stringValue] = try container.decode(OMJSONValue.self, forKey: key)
        }
        self.otherFields = otherFields
        self.skipped = SkippedItemLog(skipped)
    }

    /// Writes the answer as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OMCodingKey.self)
        if hasResults || !places.isEmpty { try container.encode(places, forKey: OMCodingKey("results")) }
        try container.encodeIfPresent(generationTimeMilliseconds, forKey: OMCodingKey("generationtime_ms"))
        for (name, value) in otherFields.sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: OMCodingKey(name))
        }
    }
}

import APICore

/// The places a geocoding lookup found (`/geo/1.0/direct` and `/geo/1.0/reverse`), a JSON array
/// read as a collection of ``OWMPlace``.
///
/// A place that does not decode is left out and listed in ``skippedItems``; an answer that is not
/// an array still fails.
///
/// ```swift
/// let places = try await client.geocode("London", country: "GB")
/// if let london = places.first { print(london.name) }
/// ```
public struct OWMPlaceList: Sendable, Hashable, Codable, RandomAccessCollection {
    /// The places, in the API's order.
    public let places: [OWMPlace]
    private let skipped: SkippedItemLog

    /// The places that did not decode and were left out (`[1]`, say); empty for a well-formed
    /// response. Not part of the value: two lists that differ only here are equal.
    public var skippedItems: [SkippedItem] { skipped.items }

    /// Creates a list of places.
    public init(_ places: [OWMPlace], skippedItems: [SkippedItem] = []) {
        self.places = places
        skipped = SkippedItemLog(skippedItems)
    }

    /// Reads a JSON array of places, leaving out the ones that do not decode.
    public init(from decoder: any Decoder) throws {
        var skipped: [SkippedItem] = []
        let items = try decoder.singleValueContainer().decode([KeptItem<OWMPlace>].self)
        places = items.keepingValues(at: "", skipped: &skipped)
        self.skipped = SkippedItemLog(skipped)
    }

    /// Writes the places as a JSON array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(places)
    }

    /// The position of the first place.
    public var startIndex: Int { places.startIndex }
    /// The position after the last place.
    public var endIndex: Int { places.endIndex }
    /// The place at `position`.
    public subscript(position: Int) -> OWMPlace { places[position] }
}

import Foundation

/// A place the user saved by name.
public struct SavedLocation: Sendable, Hashable, Codable {
    /// The name the user gave it, such as "home".
    public var name: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// Whether it is used when no place is given.
    public var isDefault: Bool

    /// Creates a saved location.
    public init(name: String, latitude: Double, longitude: Double, isDefault: Bool = false) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.isDefault = isDefault
    }
}

/// Saved locations and the unit preference, on top of any ``Storage``.
public struct WeatherPreferences: Sendable {
    /// Where the values live.
    public let storage: any Storage

    /// Creates preferences backed by `storage`.
    public init(storage: any Storage) { self.storage = storage }

    /// The saved locations, in the order they were added.
    public func locations() throws -> [SavedLocation] { try storage.load(.savedLocations) ?? [] }

    /// The location called `name` (names compare without regard to case).
    public func location(named name: String) throws -> SavedLocation? {
        try locations().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The default location, if one is marked.
    public func defaultLocation() throws -> SavedLocation? { try locations().first(where: \.isDefault) }

    /// Adds or replaces the location with `location.name`; marking it default unmarks the others.
    public func save(_ location: SavedLocation) throws {
        var all = try locations().filter { $0.name.caseInsensitiveCompare(location.name) != .orderedSame }
        if location.isDefault {
            all = all.map {
                var copy = $0
                copy.isDefault = false
                return copy
            }
        }
        all.append(location)
        try storage.save(all, for: .savedLocations)
    }

    /// Removes the location called `name`; returns whether there was one.
    @discardableResult
    public func removeLocation(named name: String) throws -> Bool {
        let all = try locations()
        let remaining = all.filter { $0.name.caseInsensitiveCompare(name) != .orderedSame }
        guard remaining.count != all.count else { return false }
        try storage.save(remaining, for: .savedLocations)
        return true
    }

    /// Marks the location called `name` as the default; returns whether it exists.
    @discardableResult
    public func setDefaultLocation(named name: String) throws -> Bool {
        let all = try locations()
        guard all.contains(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else { return false }
        try storage.save(
            all.map {
                var copy = $0
                copy.isDefault = copy.name.caseInsensitiveCompare(name) == .orderedSame
                return copy
            }, for: .savedLocations)
        return true
    }

    /// The preferred units, or `nil` when none was chosen.
    public func unitPreference() throws -> UnitPreference? { try storage.load(.unitPreference) }

    /// Stores the preferred units.
    public func setUnitPreference(_ units: UnitPreference) throws { try storage.save(units, for: .unitPreference) }
}

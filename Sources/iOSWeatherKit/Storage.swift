import Foundation

/// A location's identity in ``Storage``: the time it was saved, as text.
public typealias TimeStamp = String

/// Saved locations by their ``TimeStamp``.
public typealias UserSavedLocations = [TimeStamp: Location]

/// A location with the ``TimeStamp`` it is saved under.
public typealias UserSavedLocation = (timestamp: TimeStamp, location: Location)

/// The iOS-Weather kit's persistence: the temperature unit and the saved locations.
///
/// ```swift
/// let storage: any Storage = PreferencesStorage(directory: settingsDirectory)
/// storage.save(.unit(.celsius))
/// storage.save(.location((timestamp: "1608195600", location: seoul)))
/// let unit = storage.load(.unit) as? TemperatureUnit
/// let locations = storage.load(.locations) as? UserSavedLocations
/// _ = storage.delete(.location("1608195600"))
/// ```
public protocol Storage {
    /// Saves a unit or a location (a location replaces the one saved under its time stamp).
    func save(_ data: Storable.Save)
    /// The ``TemperatureUnit`` or the ``UserSavedLocations``, or `nil` when none is saved.
    func load(_ type: Storable.Load) -> Any?
    /// Deletes a location; `true` when one was saved under the time stamp.
    func delete(_ data: Storable.Delete) -> Bool
}

/// What ``Storage`` saves, loads and deletes.
public enum Storable {
    /// A value to save.
    public enum Save {
        /// The temperature unit.
        case unit(TemperatureUnit)
        /// A location, under its time stamp.
        case location(UserSavedLocation)
    }

    /// What to load.
    public enum Load {
        /// The ``TemperatureUnit``.
        case unit
        /// The ``UserSavedLocations``.
        case locations
    }

    /// What to delete.
    public enum Delete {
        /// The location saved under the time stamp.
        case location(TimeStamp)
    }
}

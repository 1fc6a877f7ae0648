import Exist

/// A value a write replaced (or would replace).
package struct ExistOverwrite: Encodable, Sendable, Equatable {
    /// The attribute.
    package let name: String
    /// The day.
    package let date: ExistDate
    /// The value there before.
    package let previous: ExistJSON
    /// The value written in its place.
    package let value: ExistJSON

    /// Creates an overwrite of `previous` by `value`, for `name` on `date`.
    package init(name: String, date: ExistDate, previous: ExistJSON, value: ExistJSON) {
        self.name = name
        self.date = date
        self.previous = previous
        self.value = value
    }
}

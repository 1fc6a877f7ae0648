/// An immutable value kept once on the heap, so that copying whatever holds it costs one
/// reference count rather than one per string and array inside the value.
///
/// A decoded forecast is a tree of hundreds of strings and arrays: stored inline, every copy of
/// the response (out of the memory cache, into the caller's hands) retains each of them. Two
/// shared values are equal when they are the same object or hold equal values.
///
/// The box reflects as the value it holds (see ``customMirror``): `print`, `dump` and the debugger
/// show the value where it is stored, so whatever stores one needs no mirror of its own.
package final class SharedValue<Value: Sendable>: Sendable {
    /// The value.
    package let value: Value

    /// Keeps `value`.
    package init(_ value: Value) { self.value = value }
}

extension SharedValue: Equatable where Value: Equatable {
    /// Whether both hold equal values (the same object always does).
    package static func == (lhs: SharedValue, rhs: SharedValue) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension SharedValue: Hashable where Value: Hashable {
    /// Hashes the value, so equal values in different objects hash alike.
    package func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

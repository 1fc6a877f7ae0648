extension SharedValue: CustomReflectable {
    /// The held value's own mirror, so `print`, `dump`, `String(reflecting:)` and the debugger
    /// show its fields where the box is stored, not the box.
    ///
    /// A value whose mirror cannot stand in for it (a number, a string, an enum case, a
    /// collection: printing reads those from the value itself) is shown as the box's one child,
    /// `value`.
    package var customMirror: Mirror {
        let held = Mirror(reflecting: value)
        switch held.displayStyle {
        case .struct, .class, .tuple: return held
        default: return Mirror(self, children: ["value": value], displayStyle: .struct)
        }
    }
}

import Foundation

/// Digits for a number that is shown to a person: the one number formatter of every front door
/// (terminal, status line, pages, MCP text).
///
/// It never writes digits a value does not support: a value that is not finite, or whose size
/// is beyond what a rounded figure can carry exactly, has no text (`nil`), and the caller shows
/// "not available" in its place. No integer conversion happens, so no value can trap.
///
/// ```swift
/// FigureText.string(21.46, digits: 1)  // "21.5"
/// FigureText.string(-0.2)              // "0"
/// FigureText.string(.infinity)         // nil
/// ```
public enum FigureText {
    /// The largest magnitude that gets digits, far above any weather value: with up to three
    /// decimals every rounded value up to it is exact in a `Double`.
    public static let largestMagnitude = 1e12

    /// `value` with at most `digits` decimals (0–6), trailing zeros dropped and no `-0`; `nil` when
    /// the value is not finite, its magnitude is above ``largestMagnitude``, or its rounded digits
    /// would be more than a `Double` holds exactly.
    public static func string(_ value: Double, digits: Int = 0) -> String? {
        let digits = min(max(digits, 0), 6)
        let scale = pow(10, Double(digits))
        guard value.isFinite, abs(value) <= largestMagnitude, abs(value) * scale <= 9e15 else { return nil }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A fraction (0–1) as a whole percentage such as `"64%"`; `nil` as for ``string(_:digits:)``.
    public static func percent(_ fraction: Double) -> String? {
        string(fraction * 100).map { "\($0)%" }
    }
}

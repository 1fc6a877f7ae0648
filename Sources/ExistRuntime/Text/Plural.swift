/// Counts written as people write them: "1 value", "2 values".
package enum Plural {
    /// `count` and `noun`, in the plural (`plural`, else `noun` + "s") unless `count` is 1.
    package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}

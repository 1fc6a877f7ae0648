import APICore

extension CAPReader.Limits {
    /// Refuses a body holding more than ``maximumEntries`` messages: `count` of `noun` in `whole`,
    /// as the message says ("The feed has 30001 entries, …").
    ///
    /// - Throws: ``WeatherAlertsError`` (`too_many_entries`).
    func checkEntries(_ count: Int, _ noun: String, in whole: String) throws(WeatherAlertsError) {
        guard count <= maximumEntries else {
            throw WeatherAlertsError(
                .tooManyEntries, "The \(whole) has \(count) \(noun), more than the limit of \(maximumEntries).")
        }
    }
}

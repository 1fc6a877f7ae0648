import APICore

// Each result gathers what its blocks left out, naming the block as the API does.

extension CYResult {
    /// What the alert, hourly and daily blocks left out (`hourly.temperature[3]`, `alert.content[0]`).
    public var skippedItems: [SkippedItem] {
        (alert?.skippedItems.within("alert") ?? []) + hourly.skippedItems.within("hourly")
            + daily.skippedItems.within("daily")
    }
}

extension CYRealtimeResult {
    /// What the alert block left out (`alert.content[0]`).
    public var skippedItems: [SkippedItem] { alert?.skippedItems.within("alert") ?? [] }
}

extension CYMinutelyResult {
    /// What the alert block left out (`alert.content[0]`). Minutely's own lists are plain numbers
    /// placed by their position, so they are read whole or not at all.
    public var skippedItems: [SkippedItem] { alert?.skippedItems.within("alert") ?? [] }
}

extension CYHourlyResult {
    /// What the alert and hourly blocks left out (`hourly.skycon[5]`).
    public var skippedItems: [SkippedItem] {
        (alert?.skippedItems.within("alert") ?? []) + hourly.skippedItems.within("hourly")
    }
}

extension CYDailyResult {
    /// What the alert and daily blocks left out (`daily.skycon[2]`).
    public var skippedItems: [SkippedItem] {
        (alert?.skippedItems.within("alert") ?? []) + daily.skippedItems.within("daily")
    }
}

extension CYAPIResponse {
    /// The list entries that did not decode and were left out, with paths from the top of the
    /// body, such as `result.hourly.temperature[3]`; empty for a well-formed response.
    ///
    /// An entry of a series (an hour's temperature, a day's sky condition) that does not decode
    /// costs only that entry: the rest keep their own times, so series can differ in length.
    /// Like the blocks' records, these take no part in equality and are not encoded.
    public var skippedItems: [SkippedItem] { result.skippedItems.within("result") }
}

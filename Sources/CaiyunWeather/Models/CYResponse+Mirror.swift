extension CYAPIResponse: CustomReflectable {
    /// The response's fields as the API names them in Swift, `result` included: what `print`,
    /// `dump`, the debugger and test failures show. (The result is stored in a shared box, which
    /// they would otherwise show by its type name alone.)
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "responseStatus": responseStatus, "version": version, "apiStatus": apiStatus as Any,
                "language": language, "unit": unit, "coordinate": coordinate, "serverTime": serverTime,
                "serverTimeZone": serverTimeZone, "timezone": timezone as Any, "result": result,
            ],
            displayStyle: .struct)
    }
}

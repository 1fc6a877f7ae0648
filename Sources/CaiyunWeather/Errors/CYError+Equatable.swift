import APICore

extension CYError: Equatable {
    /// The error for a request without a token (code ``Code/missingToken``), by the name the
    /// original `CaiyunWeather` library gave it, so `error == CYError.tokenIsNil` reads as before.
    public static let tokenIsNil = CYError(
        .missingToken, "No API token is set. Get one at https://platform.caiyunapp.com and set `endpoint.token`.")

    /// Whether two errors say the same: the same code, message, API version, request, HTTP
    /// status, API message and wait. The underlying error, which need not be equatable, is not compared.
    public static func == (lhs: CYError, rhs: CYError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.apiVersion == rhs.apiVersion
            && lhs.context.request == rhs.context.request && lhs.context.httpStatus == rhs.context.httpStatus
            && lhs.context.apiMessage == rhs.context.apiMessage && lhs.context.retryAfter == rhs.context.retryAfter
    }
}

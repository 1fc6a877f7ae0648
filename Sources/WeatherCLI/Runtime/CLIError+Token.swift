import CaiyunWeather
import TerminalKit

extension CLIError {
    /// Runs `body`, adding the tool's own advice to errors that need it (such as where the token comes from).
    static func explaining<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as CYError
            where error.code == .tokenRejected || error.code == .missingToken || error.code == .malformedToken
        {
            throw CLIError(
                "\(error.message) Check CAIYUN_TOKEN or the token saved with `weather config --token-stdin`.")
        }
    }
}

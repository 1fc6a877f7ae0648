import Exist
import Foundation

extension ExistConnection {
    /// `error` as the user should read it: when Exist refused a token (HTTP 401) that came from
    /// `EXIST_TOKEN`, the message says so, since the variable overrides any saved sign-in.
    package func explained(_ error: ExistError) async -> ExistError {
        guard error.code == .unauthorized, let token = variables["EXIST_TOKEN"],
            !token.trimmingCharacters(in: .whitespaces).isEmpty
        else { return error }
        let saved = ((try? await config.tokenStore.loadTokens()) ?? nil) != nil
        var explained = error
        let stop = error.message.last.map { ".!?".contains($0) } == true ? "" : "."
        explained.message =
            error.message + stop
            + (saved
                ? " The token is EXIST_TOKEN's, which overrides your saved sign-in: correct EXIST_TOKEN, or unset it"
                    + " to use the saved one."
                : " The token is EXIST_TOKEN's: correct it, or unset it and sign in another way.")
        return explained
    }
}

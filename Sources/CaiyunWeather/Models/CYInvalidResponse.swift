/// An error body from the API: `{"status":"failed","error":"'token is invalid'","api_version":"v2.5"}`.
///
/// Some gateways send only `{"error":"bad url."}`; every field is therefore optional.
/// The client turns this into a ``CYError`` with the API's text in ``CYError/apiMessage``.
public struct CYInvalidResponse: Error, Sendable, Hashable, Codable {
    /// The status, `"failed"`.
    public let status: String?
    /// The API's explanation, as it sent it.
    public let error: String?
    /// The API version that answered.
    public let apiVersion: String?

    /// Creates an error body.
    public init(status: String?, error: String?, apiVersion: String?) {
        self.status = status
        self.error = error
        self.apiVersion = apiVersion
    }

    private enum CodingKeys: String, CodingKey {
        case status, error, apiVersion = "api_version"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try? container.decodeIfPresent(String.self, forKey: .status)
        error = try? container.decodeIfPresent(String.self, forKey: .error)
        apiVersion = try? container.decodeIfPresent(String.self, forKey: .apiVersion)
    }
}

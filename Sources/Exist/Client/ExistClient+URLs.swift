import APICore
import Foundation

extension ExistClient {
    /// The API's root on the configured host: `…/api/2/`.
    var apiBaseURL: URL { configuration.baseURL.appendingDirectory("api/2") }
    /// The OAuth root on the configured host: `…/oauth2/`.
    var oauthBaseURL: URL { configuration.baseURL.appendingDirectory("oauth2") }

    /// The URL of `path` (relative to `api/2/`) with `query`.
    package func apiURL(_ path: String, query: [URLQueryItem] = []) throws(ExistError) -> URL {
        try Self.url(path, under: apiBaseURL, query: query, base: configuration.baseURL)
    }

    /// The URL of `path` relative to `oauth2/`.
    func oauthURL(_ path: String, query: [URLQueryItem] = []) throws(ExistError) -> URL {
        try Self.url(path, under: oauthBaseURL, query: query, base: configuration.baseURL)
    }

    /// A `next` link moved onto the configured host: its part after `/api/2/` (with its query)
    /// below the configured API root, so pages come from the same server as the first and the
    /// token is never sent to another host.
    func rebased(_ link: URL) throws(ExistError) -> URL {
        guard let components = URLComponents(url: link, resolvingAgainstBaseURL: true) else {
            throw ExistError(.unexpectedResponse, "The list's next link is not a URL.")
        }
        let path = components.percentEncodedPath
        let relative: String
        if let marker = path.range(of: "/api/2/") {
            relative = String(path[marker.upperBound...])
        } else {
            relative = String(path.drop { $0 == "/" })
        }
        guard var rebased = URLComponents(url: apiBaseURL, resolvingAgainstBaseURL: false) else {
            throw ExistError(.invalidParameter, "The base URL \(configuration.baseURL.absoluteString) is not valid.")
        }
        rebased.percentEncodedPath += relative
        rebased.percentEncodedQuery = components.percentEncodedQuery
        guard let url = rebased.url else { throw ExistError(.unexpectedResponse, "The list's next link is not a URL.") }
        return url
    }

    private static func url(_ path: String, under root: URL, query: [URLQueryItem], base: URL) throws(ExistError) -> URL
    {
        guard var components = URLComponents(url: root, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", components.host != nil
        else { throw ExistError(.invalidParameter, "The base URL \(base.absoluteString) is not an http or https URL.") }
        components.percentEncodedPath += path
        if !query.isEmpty {
            components.queryItems = query
            // `+` is a space to form decoders; spell it out so dates and names arrive intact.
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        guard let url = components.url else {
            throw ExistError(.invalidParameter, "The parameters do not form a valid URL.")
        }
        return url
    }
}

extension URL {
    /// This URL with `path` appended as a directory (ending in `/`), whatever this URL ends in.
    func appendingDirectory(_ path: String) -> URL {
        var text = absoluteString
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<query]) }
        if !text.hasSuffix("/") { text += "/" }
        return URL(string: text + path + "/") ?? self
    }
}

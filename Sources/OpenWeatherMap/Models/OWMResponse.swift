import APICore
import Foundation

/// A response body type of the API, decodable from saved bytes with the client's typed errors.
public protocol OWMResponse: Codable, Sendable {}

extension OWMResponse {
    /// Decodes a body, refusing error bodies (even with HTTP 200) and telling bad bodies apart.
    ///
    /// - Throws: ``OWMError``: the API's error for an error body; otherwise ``OWMError/Code/emptyBody``,
    ///   ``OWMError/Code/htmlBody``, ``OWMError/Code/truncatedBody``, ``OWMError/Code/invalidJSON`` or
    ///   ``OWMError/Code/unexpectedResponse``.
    public static func decode(_ data: Data) throws -> Self {
        try OWMDecoder.decode(Self.self, from: data)
    }
}

extension OWMCurrentWeather: OWMResponse {}
extension OWMForecast: OWMResponse {}
extension OWMOneCall: OWMResponse {}
extension OWMTimelinePage: OWMResponse {}
extension OWMAirPollution: OWMResponse {}
extension OWMZipPlace: OWMResponse {}
extension OWMPlaceList: OWMResponse {}
extension Array: OWMResponse where Element == OWMPlace {}

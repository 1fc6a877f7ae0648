import APICore
import Foundation

/// An answer type of the API, decodable from saved bytes with the client's typed errors.
public protocol OMResponse: Codable, Sendable {}

extension OMResponse {
    /// Decodes a body, refusing error answers (even with HTTP 200) and telling bad bodies apart.
    ///
    /// ```swift
    /// let weather = try OMWeather.decode(savedBody)
    /// ```
    ///
    /// - Throws: ``OMError``: ``OMError/Code/invalidRequest`` with the API's reason for an error
    ///   answer; otherwise ``OMError/Code/emptyBody``, ``OMError/Code/htmlBody``,
    ///   ``OMError/Code/truncatedBody``, ``OMError/Code/invalidJSON`` or ``OMError/Code/unexpectedResponse``.
    public static func decode(_ data: Data) throws -> Self {
        try OMDecoder.decode(Self.self, from: data)
    }
}

extension OMWeather: OMResponse {}
extension OMWeatherList: OMResponse {}
extension OMPlaceList: OMResponse {}

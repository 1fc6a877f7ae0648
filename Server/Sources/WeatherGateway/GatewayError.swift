import Foundation
import HTTPTypes
import Hummingbird

/// Error bodies shaped like each API's own, so this package's clients read them as usual.
enum GatewayError {
    /// A JSON error response for `path`: Caiyun's `{"status":"failed","error":…}` for Caiyun
    /// paths, Open-Meteo's `{"error":true,"reason":…}` for Open-Meteo's and `/warnings`, OpenWeatherMap's
    /// `{"cod":…,"message":…}` otherwise.
    static func response(
        status: HTTPResponse.Status, _ message: String, path: String, retryAfter: TimeInterval? = nil
    )
        -> Response
    {
        let body: [String: Any] =
            if path.hasPrefix("/v2.") {
                ["status": "failed", "error": message]
            } else if isOpenMeteo(path) || path.hasPrefix("/warnings") {
                ["error": true, "reason": message]
            } else {
                ["cod": status.code, "message": message]
            }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = String(Int(retryAfter.rounded(.up))) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Whether `path` is one of Open-Meteo's (`/v1/…`).
    static func isOpenMeteo(_ path: String) -> Bool { path.hasPrefix("/v1/") }
}

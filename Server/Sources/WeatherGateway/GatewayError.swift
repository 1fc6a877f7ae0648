import Foundation
import HTTPTypes
import Hummingbird

/// Error bodies shaped like each API's own, so this package's clients read them as usual.
enum GatewayError {
    /// A JSON error response for `path`: Caiyun's `{"status":"failed","error":…}` for Caiyun
    /// paths, OpenWeatherMap's `{"cod":…,"message":…}` otherwise.
    static func response(
        status: HTTPResponse.Status, _ message: String, path: String, retryAfter: TimeInterval? = nil
    )
        -> Response
    {
        let body: [String: Any] =
            path.hasPrefix("/v2.")
            ? ["status": "failed", "error": message]
            : ["cod": status.code, "message": message]
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = String(Int(retryAfter.rounded(.up))) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

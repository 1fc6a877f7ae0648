// The transport protocol, HTTP types, `RetryPolicy` and `HTTPClientError` are part of this
// library's API: a custom transport or retry policy needs only `import CaiyunWeather`.
@_exported import APICore

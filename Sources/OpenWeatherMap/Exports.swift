// The transport protocol, HTTP types and `RetryPolicy` are part of this library's API.
@_exported import APICore

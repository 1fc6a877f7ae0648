// The transport protocol, HTTP and cache settings, shared error codes and `FetchedResponse` (from
// APICore) are part of this library's API.
@_exported import APICore

// The transport protocol, settings, shared error codes and `HTTPSettings` (from APICore) are part
// of this library's API.
@_exported import APICore

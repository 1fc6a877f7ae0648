#if canImport(CoreLocation)
    import CoreLocation

    extension CYCoordinate {
        /// Creates a coordinate from a Core Location coordinate.
        public init(_ coordinate: CLLocationCoordinate2D) {
            self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }

        /// The coordinate Caiyun expects for a position from `CLLocationManager` (WGS-84):
        /// GCJ-02 inside mainland China, unchanged elsewhere; see ``init(wgs84Latitude:longitude:)``.
        public init(gps coordinate: CLLocationCoordinate2D) {
            self.init(wgs84Latitude: coordinate.latitude, longitude: coordinate.longitude)
        }

        /// This coordinate as a Core Location coordinate.
        public var clLocationCoordinate2D: CLLocationCoordinate2D {
            CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }
#endif

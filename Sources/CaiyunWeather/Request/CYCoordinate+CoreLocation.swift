#if canImport(CoreLocation)
    import CoreLocation

    extension CYCoordinate {
        /// Creates a coordinate from a Core Location coordinate.
        public init(_ coordinate: CLLocationCoordinate2D) {
            self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }

        /// This coordinate as a Core Location coordinate.
        public var clLocationCoordinate2D: CLLocationCoordinate2D {
            CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }
#endif

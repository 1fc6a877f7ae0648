import Foundation

extension CYCoordinate {
    /// The coordinate Caiyun expects for a GPS position: GCJ-02 inside mainland China, the
    /// position unchanged elsewhere.
    ///
    /// GPS receivers (and `CLLocationManager`) report WGS-84. Maps and services in mainland
    /// China, Caiyun among them, use GCJ-02, which moves every point by a few hundred metres.
    /// Hong Kong, Macau and Taiwan use WGS-84 and are left as they are.
    ///
    /// ```swift
    /// let here = CYCoordinate(wgs84Latitude: 39.911954, longitude: 116.377817)   // 39.913345, 116.384047
    /// ```
    ///
    /// Whether a point is in mainland China is read from a quarter-degree grid made from
    /// GeoNames' cities; within a few kilometres of a border it may go either way, which moves
    /// the point by less than a kilometre.
    public init(wgs84Latitude latitude: Double, longitude: Double) {
        guard Self.isInMainlandChina(latitude: latitude, longitude: longitude) else {
            self.init(latitude: latitude, longitude: longitude)
            return
        }
        let (dLatitude, dLongitude) = Self.gcj02Offset(latitude: latitude, longitude: longitude)
        self.init(latitude: latitude + dLatitude, longitude: longitude + dLongitude)
    }

    /// Whether a WGS-84 position lies in mainland China, where Caiyun expects GCJ-02.
    public static func isInMainlandChina(latitude: Double, longitude: Double) -> Bool {
        MainlandChina.contains(latitude: latitude, longitude: longitude)
    }

    /// GCJ-02's offset at a WGS-84 position, in degrees: the published formula on the
    /// Krasovsky ellipsoid.
    static func gcj02Offset(latitude: Double, longitude: Double) -> (latitude: Double, longitude: Double) {
        let semiMajorAxis = 6_378_245.0
        let eccentricitySquared = 0.006_693_421_622_965_943_23
        let x = longitude - 105
        let y = latitude - 35
        let waves = (20 * sin(6 * x * .pi) + 20 * sin(2 * x * .pi)) * 2 / 3
        var dLatitude = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x)) + waves
        dLatitude += (20 * sin(y * .pi) + 40 * sin(y / 3 * .pi)) * 2 / 3
        dLatitude += (160 * sin(y / 12 * .pi) + 320 * sin(y * .pi / 30)) * 2 / 3
        var dLongitude = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x)) + waves
        dLongitude += (20 * sin(x * .pi) + 40 * sin(x / 3 * .pi)) * 2 / 3
        dLongitude += (150 * sin(x / 12 * .pi) + 300 * sin(x / 30 * .pi)) * 2 / 3
        let radians = latitude / 180 * .pi
        let magic = 1 - eccentricitySquared * sin(radians) * sin(radians)
        let sqrtMagic = sqrt(magic)
        dLatitude = dLatitude * 180 / ((semiMajorAxis * (1 - eccentricitySquared)) / (magic * sqrtMagic) * .pi)
        dLongitude = dLongitude * 180 / (semiMajorAxis / sqrtMagic * cos(radians) * .pi)
        return (dLatitude, dLongitude)
    }
}

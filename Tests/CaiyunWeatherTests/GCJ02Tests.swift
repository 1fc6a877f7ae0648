import CaiyunWeather
import Testing

@Suite("GPS (WGS-84) positions become GCJ-02 in mainland China, and only there")
struct GCJ02Tests {
    @Test(
        "the published reference points, to a millionth of a degree (about 10 cm)",
        arguments: [
            // WGS-84 latitude, longitude, then GCJ-02 latitude, longitude.
            (31.1774276, 121.5272106, 31.17530398364597, 121.531541859215), // Shanghai
            (22.543847, 113.912316, 22.540796131694766, 113.9171764808363), // Shenzhen
            (39.911954, 116.377817, 39.91334545536069, 116.38404722455657), // Beijing
            (39.915, 116.404, 39.91640428150164, 116.41024449916938), // Beijing, Tiananmen
        ])
    func referencePoints(wgsLatitude: Double, wgsLongitude: Double, gcjLatitude: Double, gcjLongitude: Double) {
        let converted = CYCoordinate(wgs84Latitude: wgsLatitude, longitude: wgsLongitude)
        #expect(abs(converted.latitude - gcjLatitude) < 1e-6)
        #expect(abs(converted.longitude - gcjLongitude) < 1e-6)
    }

    @Test(
        "outside mainland China a position is left as it is",
        arguments: [
            (22.2783, 114.1747), // Hong Kong
            (22.1987, 113.5439), // Macau
            (25.0330, 121.5654), // Taipei
            (37.5665, 126.9780), // Seoul
            (35.6762, 139.6503), // Tokyo
            (47.9077, 106.8832), // Ulaanbaatar
            (51.5074, -0.1278), // London
            (-33.8688, 151.2093), // Sydney
        ])
    func outside(latitude: Double, longitude: Double) {
        #expect(!CYCoordinate.isInMainlandChina(latitude: latitude, longitude: longitude))
        #expect(
            CYCoordinate(wgs84Latitude: latitude, longitude: longitude)
                == CYCoordinate(latitude: latitude, longitude: longitude))
    }

    @Test(
        "cities across mainland China are inside",
        arguments: [
            (43.8256, 87.6168), // Ürümqi
            (29.6520, 91.1721), // Lhasa
            (45.8038, 126.5350), // Harbin
            (20.0440, 110.1999), // Haikou
            (35.4904, 112.8641), // Jincheng
            (22.5431, 114.0579), // Shenzhen, Futian
            (22.2710, 113.5767), // Zhuhai
        ])
    func inside(latitude: Double, longitude: Double) {
        #expect(CYCoordinate.isInMainlandChina(latitude: latitude, longitude: longitude))
        let shifted = CYCoordinate(wgs84Latitude: latitude, longitude: longitude)
        let moved = abs(shifted.latitude - latitude) + abs(shifted.longitude - longitude)
        #expect(moved > 0.001 && moved < 0.02)
    }

    @Test("bad numbers are left as they are, for the endpoint's own check to report")
    func invalid() {
        #expect(!CYCoordinate(wgs84Latitude: .nan, longitude: 116).isValid)
        #expect(CYCoordinate(wgs84Latitude: 95, longitude: 116) == CYCoordinate(latitude: 95, longitude: 116))
    }
}

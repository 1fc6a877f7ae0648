import CaiyunWeather
import Foundation
import TestSupport
import Testing

/// Code written the way users of the original `CaiyunWeather` library wrote it, against its
/// documented surface: it compiles and behaves as its README describes (see MIGRATING.md for the
/// deliberate differences).
@Suite("The original library's documented surface")
struct OriginalLibrarySurfaceTests {
    @Test("CYCoordinate(longitude:latitude:) takes the longitude first")
    func coordinateLongitudeFirst() {
        let coordinate = CYCoordinate(longitude: 10, latitude: 20)
        #expect(coordinate.latitude == 20)
        #expect(coordinate.longitude == 10)
        #expect(coordinate == CYCoordinate(latitude: 20, longitude: 10))
        #expect(CYCoordinate.defaultCoordinate == CYCoordinate(longitude: 0, latitude: 0))
    }

    @Test("endpoint.url.absoluteString, with the query in the original's order")
    func endpointURL() {
        var endpoint = CYEndpoint(token: "test-token", coordinate: CYCoordinate(longitude: 10, latitude: 20))
        endpoint.version = "v2.5"
        endpoint.language = .englishUS
        endpoint.measurementSystem = .imperial
        endpoint.dailyLength = 14
        #expect(
            endpoint.url.absoluteString
                == "https://api.caiyunapp.com/v2.5/test-token/10.0000,20.0000/weather.json?alert=true&lang=en_US&unit=imperial&dailysteps=14&hourlysteps=48"
        )
        let withoutToken = CYEndpoint(coordinate: CYCoordinate(longitude: 10, latitude: 20))
        #expect(withoutToken.url == nil)
    }

    @Test("an endpoint saved by the original decodes: its token, en_UK, jp, si and trailing comma")
    func savedEndpoint() throws {
        let saved = Data(
            """
            {
                "language": "en_UK",
                "measurementSystem": "si",
                "coordinate": [20, 10],
                "file": "weather.json",
                "token": "test-token",
                "version": "v2.5",
                "shouldIncludeAlerts": true,
                "dailyLength": 5,
                "hourlyLength": 48,
            }
            """.utf8)
        let endpoint = try JSONDecoder().decode(CYEndpoint.self, from: saved)
        var expected = CYEndpoint(token: "test-token", coordinate: CYCoordinate(longitude: 10, latitude: 20))
        expected.language = .englishUK
        expected.measurementSystem = .si
        expected.version = "v2.5"
        #expect(endpoint == expected)
        #expect(endpoint.file == "weather.json")

        let japanese = Data(#"{"language": "jp", "coordinate": [0, 0]}"#.utf8)
        #expect(try JSONDecoder().decode(CYEndpoint.self, from: japanese).language == .japanese)
    }

    @Test("without a token the error is CYError.tokenIsNil, compared with ==")
    func tokenIsNil() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let request = CYRequest(client: CYClient(configuration: .init(cache: .init(directory: folder.url))))
        let error: CYError? = await withCheckedContinuation { continuation in
            request.fetchData(from: .remote) { _, error in continuation.resume(returning: error as? CYError) }
        }
        let unwrapped = try #require(error)
        #expect(unwrapped == CYError.tokenIsNil)
        let performed: CYError? = await withCheckedContinuation { continuation in
            request.perform { _, _, error in continuation.resume(returning: error as? CYError) }
        }
        #expect(performed == CYError.tokenIsNil)
        #expect(CYError.tokenIsNil.code == .missingToken)
        #expect(CYError.tokenIsNil != CYError(.missingToken, "another message"))
    }

    @Test("the example response: result.alert.content[0], wind descriptions in words")
    func exampleResponse() async throws {
        let request = CYRequest()
        let decoded: (CYResponse?, CYError?) = await withCheckedContinuation { continuation in
            request.fetchExampleData { data, _ in
                request.decode(data!) { response, error in continuation.resume(returning: (response, error)) }
            }
        }
        #expect(decoded.1 == nil)
        let response = try #require(decoded.0)
        #expect(response.result.alert.content[0].code.type == .gale)
        let wind = response.result.realtime.wind
        #expect(wind.direction.localizedDescription(in: .english) == "SSE")
        #expect(wind.direction.localizedDescription(in: .chineseSimplified) == "南东南风")
        #expect(wind.speed.localizedDescription(in: .english) == "Force 2, light breeze")
        #expect(wind.speed.localizedDescription(in: .chineseSimplified) == "2级 轻风")
        #expect(wind.direction.description == wind.direction.localizedDescription(in: .current))
        #expect(wind.speed.description == wind.speed.localizedDescription(in: .current))
        #expect(request.validate(response) == false)
        #expect(CYContent.Phenomenon.cloudy.localized(in: .english) == "Cloudy")
    }

    @Test("wind in SI is read in radians, and in imperial in mph, for its description")
    func windUnits() throws {
        let si = try Fixture.modified(Fixture.v25Realtime) { json in
            json[path: "unit"] = "SI"
            json[path: "result", "realtime", "wind"] = ["direction": Double.pi, "speed": 10.0]
        }
        let wind = try CYRealtimeResponse.decode(si).result.realtime.wind
        #expect(wind.direction.localizedDescription(in: .english) == "S")
        #expect(wind.speed.localizedDescription(in: .english) == "Force 5, fresh breeze")
        #expect(CYContent.Wind.WindContent(value: 3.5).localizedDescription(in: .english) == "3.5")
    }

    @Test("the API's error body through decode's completion handler")
    func invalidResponse() async throws {
        let body = try Fixture.data(Fixture.tokenInvalid)
        let request = CYRequest()
        let error: CYError? = await withCheckedContinuation { continuation in
            request.decode(body) { _, error in continuation.resume(returning: error) }
        }
        #expect(error?.code == .tokenRejected)
        #expect(error?.apiMessage == "'token is invalid'")
    }

    @Test("the cache directory exists before the first write; data written there reads back")
    func cacheDirectory() async throws {
        #expect(FileManager.default.fileExists(atPath: CYRequest().localContentUrl.path))
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let directory = folder.url.appendingPathComponent("not-yet-created", isDirectory: true)
        let request = CYRequest(
            token: "test-token", coordinate: CYCoordinate(longitude: 10, latitude: 20),
            client: CYClient(configuration: .init(cache: .init(directory: directory))))
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: request.localContentUrl.path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
        let data = try Fixture.data(Fixture.exampleWeather)
        try data.write(to: request.localFileUrl)
        try data.write(to: request.localFileUrl)
        #expect(try await request.fetchData(from: .local) == data)
    }

    @Test("a response survives encoding and decoding twice; with sorted keys the bytes agree too")
    func encodingRoundTrip() throws {
        let first = try CYResponse.decode(Fixture.data(Fixture.exampleWeather))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let secondData = try encoder.encode(first)
        let second = try CYResponse.decode(secondData)
        let thirdData = try encoder.encode(second)
        #expect(first == second)
        #expect(secondData == thirdData)
        #expect(try CYResponse.decode(thirdData) == second)
    }
}

import CaiyunWeather
import Foundation
import Testing

@Suite("The bundled example is compiled in")
struct ExampleDataTests {
    @Test("the example's bytes are the recorded response's, byte for byte, and decode")
    func sameBytes() async throws {
        let example = CYResponse.exampleData
        #expect(example == (try Fixture.data(Fixture.exampleWeather)))
        let response = CYResponse.example
        #expect(response.serverTime.time == Date(timeIntervalSince1970: 1_618_398_184))
        #expect(response.coordinate.latitude == 35.4904)
        #expect(response.result.realtime.temperature == 57.2)
        #expect(response.unit == .imperial)
        #expect(response == (try CYResponse.decode(example)))
    }

    @Test("the original library's calls give the same bytes and response")
    func originalCalls() async throws {
        #expect(try CYRequest.exampleData() == CYResponse.exampleData)
        #expect(try CYRequest.exampleResponse() == CYResponse.example)
        #expect(try await CYRequest().fetchExampleData() == CYResponse.exampleData)
    }

    @Test("a client's configuration caches in the default folder, the original library's defaultLocalContentUrl")
    func defaultCacheDirectory() {
        let folder = CYClient.Configuration.defaultCacheDirectory
        #expect(folder.lastPathComponent == "CaiyunWeather")
        #expect(folder == CYRequest.defaultLocalContentUrl)
        #expect(CYClient.Configuration().cache.directory == folder)
        #expect(CYClient.Configuration.defaultCache.directory == folder)
        #expect(CYClient(configuration: CYClient.Configuration()).configuration.cache.directory == folder)
    }
}

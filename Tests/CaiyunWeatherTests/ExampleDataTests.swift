import CaiyunWeather
import Foundation
import Testing

@Suite("The bundled example is compiled in")
struct ExampleDataTests {
    @Test("the example's bytes are the recorded response's, byte for byte, and decode")
    func sameBytes() async throws {
        let example = try CYRequest.exampleData()
        #expect(example == (try Fixture.data(Fixture.exampleWeather)))
        let response = try CYRequest.exampleResponse()
        #expect(response.serverTime.time == Date(timeIntervalSince1970: 1_618_398_184))
        #expect(response.coordinate.latitude == 35.4904)
        let fetched = try await CYRequest().fetchExampleData()
        #expect(fetched == example)
    }
}

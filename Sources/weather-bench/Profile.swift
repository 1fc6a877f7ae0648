import CaiyunWeather
import Foundation
import OpenWeatherMap

/// Single workloads to run under `valgrind --tool=callgrind`, which counts instructions and so
/// gives figures that stay put on a busy machine:
///
///     valgrind --tool=callgrind .build/release/weather-bench --profile package 40
///
/// Compare two counts (say 1 and 41 repetitions) to take the start-up work out.
enum Profile {
    static func run(_ workload: String, count: Int) throws {
        let request = CYRequest()
        switch workload {
        case "package": for _ in 0..<count { _ = try request.decode(example) }
        case "decodable":
            for _ in 0..<count { _ = try FastJSONDecoder(readsDirectly: false).decode(CYResponse.self, from: example) }
        case "jsondecoder": for _ in 0..<count { _ = try JSONDecoder().decode(CYResponse.self, from: example) }
        case "jsonserialization": for _ in 0..<count { _ = try JSONSerialization.jsonObject(with: example) }
        case "owm": for _ in 0..<count { _ = try OWMOneCall.decode(oneCall) }
        case "owm-jsondecoder": for _ in 0..<count { _ = try JSONDecoder().decode(OWMOneCall.self, from: oneCall) }
        default:
            FileHandle.standardError.write(
                Data(
                    """
                    unknown workload \(workload); one of package, decodable, jsondecoder, jsonserialization, owm, \
                    owm-jsondecoder\n
                    """.utf8))
            exit(64)
        }
    }
}

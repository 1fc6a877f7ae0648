/// How many calls Open-Meteo counts a request as.
///
/// Open-Meteo counts a request with more than 10 variables, or more than 2 weeks of data, as
/// more than one call, with fractions: 15 variables over 2 weeks count as 1.5 calls, over 4
/// weeks as 3.0. The server works it out per place as
///
///     max(1, variables / 10 × max(1, days / 14))
///
/// and adds up the places. Below 11 variables the length alone never costs more than one call
/// (5 variables over 4 weeks count as 1.0); the free limits (600 calls a minute, 5,000 an hour,
/// 10,000 a day) and a commercial plan's budget count these weights.
///
/// ```swift
/// OMWeight.calls(variables: 10, days: 7)    // 1.0
/// OMWeight.calls(variables: 15, days: 14)   // 1.5
/// OMWeight.calls(variables: 15, days: 28)   // 3.0
/// ```
public enum OMWeight {
    /// The weight of a request for `variables` variables (every block's names added up) over
    /// `days` days, at `places` places.
    public static func calls(variables: Int, days: Int, places: Int = 1) -> Double {
        let variableFraction = Double(max(0, variables)) / 10
        let timeFraction = Double(max(0, days)) / 14
        return max(1, variableFraction * max(1, timeFraction)) * Double(max(1, places))
    }
}

import Foundation
import NeutralWeather

/// The pages' charts, as SVG drawn on the server: plain shapes with classes the stylesheet
/// colours, a `<title>` for screen readers, and no script.
enum PageCharts {
    /// Two hours of precipitation, one bar a minute, scaled to the heaviest minute (at least
    /// the threshold of moderate rain, so a drizzle does not fill the chart).
    static func minutes(_ forecast: MinuteForecast, labels: PageLabels) -> String {
        let rates = forecast.intensities.prefix(120).map { $0.converted(to: .millimetersPerHour).value }
        guard !rates.isEmpty else { return "" }
        let width = 480.0
        let height = 60.0
        let top = max(rates.max() ?? 0, forecast.intensityThresholds.moderate)
        let barWidth = width / Double(rates.count)
        var bars = ""
        for (index, rate) in rates.enumerated() where rate > 0 {
            let barHeight = max(1, rate / top * height)
            bars +=
                #"<rect x="\#(number(Double(index) * barWidth))" y="\#(number(height - barHeight))" width="\#(number(barWidth))" height="\#(number(barHeight))"/>"#
        }
        var ticks = ""
        for minute in stride(from: 0, through: rates.count, by: 30) {
            let x = Double(minute) * barWidth
            let anchor = minute == 0 ? "start" : (minute == rates.count ? "end" : "middle")
            ticks += #"<text x="\#(number(x))" y="\#(number(height + 10))" text-anchor="\#(anchor)">+\#(minute)</text>"#
        }
        let summary = rates.allSatisfy { $0 == 0 } ? labels.noPrecipitation : "max \(number(rates.max() ?? 0)) mm/h"
        return """
            <figure><svg id="minute-chart" class="chart" viewBox="0 -2 \(number(width)) \(number(height + 14))" role="img" aria-labelledby="minute-chart-title"><title id="minute-chart-title">\(HTML.escape(labels.minuteChart)): \(HTML.escape(summary))</title><line class="axis" x1="0" y1="\(number(height))" x2="\(number(width))" y2="\(number(height))"/><g class="rain">\(bars)</g><g class="tick">\(ticks)</g></svg>
            <figcaption>\(HTML.escape(labels.minuteChart)) (\(HTML.escape(labels.minutesFromNow))) · \(HTML.escape(summary))</figcaption></figure>
            """
    }

    /// Temperature as a line over the chance of precipitation as bars, an hour apart.
    static func hours(_ hours: [HourWeather], format: PageFormat, labels: PageLabels) -> String {
        let width = 480.0
        let height = 100.0
        let step = width / Double(max(hours.count, 1))
        // Hours without a temperature leave a gap in the line.
        let temperatures = hours.map(\.temperature?.value)
        let known = temperatures.compactMap { $0 }
        let low = known.min() ?? 0
        let high = known.max() ?? 0
        let span = max(high - low, 1)
        var bars = ""
        for (index, hour) in hours.enumerated() {
            guard let chance = hour.precipitationChance, chance > 0 else { continue }
            let barHeight = chance * height
            bars +=
                #"<rect x="\#(number(Double(index) * step + 1))" y="\#(number(height - barHeight))" width="\#(number(max(step - 2, 1)))" height="\#(number(barHeight))"/>"#
        }
        let points = temperatures.enumerated().compactMap { index, value in
            value.map {
                "\(number(Double(index) * step + step / 2)),\(number(12 + (high - $0) / span * (height - 24)))"
            }
        }.joined(separator: " ")
        var ticks = ""
        for index in stride(from: 0, to: hours.count, by: 6) {
            let x = index == 0 ? 0 : Double(index) * step + step / 2
            let anchor = index == 0 ? "start" : "middle"
            ticks +=
                #"<text x="\#(number(x))" y="\#(number(height + 12))" text-anchor="\#(anchor)">\#(format.time(hours[index].date))</text>"#
        }
        var extremes = ""
        if let highest = temperatures.firstIndex(of: high), let lowest = temperatures.firstIndex(of: low) {
            for (index, class_) in [(highest, "high"), (lowest, "low")] {
                let y = 12 + (high - (temperatures[index] ?? low)) / span * (height - 24)
                extremes +=
                    #"<text class="\#(class_)" x="\#(number(Double(index) * step + step / 2))" y="\#(number(class_ == "high" ? y - 3 : y + 10))" text-anchor="middle">\#(HTML.escape(format.temperature(hours[index].temperature)))</text>"#
            }
        }
        let title =
            "\(labels.hourChart): \(format.temperature(hours[temperatures.firstIndex(of: low) ?? 0].temperature))–\(format.temperature(hours[temperatures.firstIndex(of: high) ?? 0].temperature))"
        return """
            <figure><svg id="hour-chart" class="chart" viewBox="0 -4 \(number(width)) \(number(height + 18))" role="img" aria-labelledby="hour-chart-title"><title id="hour-chart-title">\(HTML.escape(title))</title><line class="axis" x1="0" y1="\(number(height))" x2="\(number(width))" y2="\(number(height))"/><g class="chance">\(bars)</g><polyline class="temperature" points="\(points)"/><g class="tick">\(ticks)</g><g class="extreme">\(extremes)</g></svg>
            <figcaption>\(HTML.escape(labels.hourChart)) <span class="legend-line">━</span> °, <span class="legend-bar">▮</span> %</figcaption></figure>
            """
    }

    /// A coordinate with at most two decimals.
    static func number(_ value: Double) -> String { FigureText.string(value, digits: 2) ?? "0" }
}

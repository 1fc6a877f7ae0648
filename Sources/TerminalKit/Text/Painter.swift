@preconcurrency import Rainbow

/// Applies colour to styled text as the very last step, or leaves it plain.
package struct Painter: Sendable {
    let isEnabled: Bool

    /// Switches Rainbow to console output once, the first time colour is wanted. It is never
    /// switched back, so concurrent users never see it change.
    private static let consoleColour: Void = {
        Rainbow.outputTarget = .console
        Rainbow.enabled = true
    }()

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
        if isEnabled { _ = Self.consoleColour }
    }

    package func paint(_ text: StyledText) -> String {
        guard isEnabled else { return text.plain }
        return text.lines.map { line in line.spans.map(paint).joined() }.joined(separator: "\n")
    }

    private func paint(_ span: Span) -> String {
        guard let style = span.style else { return span.text }
        switch style {
        case .heading: return span.text.applyingStyle(.bold)
        case .dim: return span.text.applyingStyle(.dim)
        case .emphasis: return span.text.applyingStyle(.bold)
        case .rain: return span.text.applyingColor(.cyan)
        case .sun: return span.text.applyingColor(.yellow)
        case .good: return span.text.applyingColor(.green)
        case .warning: return span.text.applyingColor(.yellow)
        case .temperature(let celsius):
            switch celsius {
            case ..<0: return span.text.applyingColor(.lightBlue)
            case ..<10: return span.text.applyingColor(.cyan)
            case ..<20: return span.text.applyingColor(.green)
            case ..<30: return span.text.applyingColor(.yellow)
            default: return span.text.applyingColor(.red)
            }
        case .alert(let severity):
            switch severity {
            case 4: return span.text.applyingColor(.red).applyingStyle(.bold)
            case 3: return span.text.applyingColor(.lightRed)
            case 2: return span.text.applyingColor(.yellow)
            default: return span.text.applyingColor(.lightBlue)
            }
        }
    }
}

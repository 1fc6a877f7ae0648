import APICore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The parser's delegate: builds the tree and stops at the first error or limit.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    let limits: CAPReader.Limits
    var root: XMLNode?
    var stack: [XMLNode] = []
    var isRootClosed = false
    var elementCount = 0
    var failure: WeatherAlertsError?
    var parserError: (any Error)?

    init(limits: CAPReader.Limits) { self.limits = limits }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elementCount += 1
        guard stack.count < limits.maximumDepth, elementCount <= limits.maximumElements, !isRootClosed else {
            let reason =
                isRootClosed
                ? "holds a second root element"
                : stack.count >= limits.maximumDepth
                    ? "nests elements more than \(limits.maximumDepth) deep"
                    : "holds more than \(limits.maximumElements) elements"
            stop(parser, WeatherAlertsError(.invalidXML, "The XML body \(reason)."))
            return
        }
        let node = XMLNode(name: elementName, attributes: attributes)
        if let parent = stack.last {
            parent.children.append(node)
        } else {
            root = node
        }
        stack.append(node)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        _ = stack.popLast()
        if stack.isEmpty { isRootClosed = true }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Text between child elements is layout; the fields CAP defines are leaves.
        guard let node = stack.last, node.children.isEmpty else { return }
        node.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        stop(parser, WeatherAlertsError(.doctypeRefused, "The XML body refers to an outside entity."))
        return nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if parserError == nil { parserError = parseError }
        parser.abortParsing()
    }

    private func stop(_ parser: XMLParser, _ error: WeatherAlertsError) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }
}

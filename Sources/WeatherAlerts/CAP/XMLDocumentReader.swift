import APICore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML body into ``XMLNode``s with Foundation's `XMLParser`, refusing what a feed has
/// no business sending: a DOCTYPE (entity definitions, outside documents), an HTML page, a body
/// over the size limit, nesting or element counts past the limits.
///
/// External entities are never resolved and no entity is expanded, so reading a body can never
/// fetch anything or grow it.
package enum XMLDocumentReader {
    /// The root element of `data`.
    package static func root(of data: Data, limits: CAPReader.Limits) throws(WeatherAlertsError) -> XMLNode {
        guard data.count <= limits.maximumBodySize else {
            throw WeatherAlertsError(
                .responseTooLarge,
                "The body has \(data.count) bytes, more than the limit of \(limits.maximumBodySize).")
        }
        try XMLProlog.check(data)
        let builder = XMLTreeBuilder(limits: limits)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        if builder.root?.name.lowercased() == "html" { throw XMLProlog.htmlPage(data) }
        if let failure = builder.failure { throw failure }
        if let parserError = builder.parserError ?? parser.parserError {
            throw XMLProlog.problem(
                parserError, data: data, rootOpened: builder.root != nil, rootClosed: builder.isRootClosed)
        }
        guard let root = builder.root, builder.isRootClosed else {
            throw WeatherAlertsError(.truncatedBody, "The XML body ends before its root element is closed.")
        }
        return root
    }
}

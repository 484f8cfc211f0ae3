import Animatic
import AnimaticExports
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed as XML: its elements in document order, with their attributes and text.
struct SVGDocument {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []

    /// Parses `text`; `nil` when it is not well-formed XML.
    init?(_ text: String) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        elements = delegate.elements
    }

    /// The elements with the given name.
    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    private final class Delegate: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            open.removeLast()
        }
    }
}

extension JSONValue {
    /// The elements of an array of a scanned document.
    package struct Elements: Sequence {
        /// The array itself.
        package let value: JSONValue

        /// Creates a handle on the array `value`.
        package init(value: JSONValue) { self.value = value }

        /// The number of elements.
        package var count: Int { Int(value.node.count) }

        /// An iterator over the elements.
        package func makeIterator() -> Iterator { Iterator(array: self) }

        /// Steps from element to element by each one's `next` index.
        package struct Iterator: IteratorProtocol {
            private let document: JSONDocument
            private var index: Int
            private var remaining: Int

            init(array: Elements) {
                document = array.value.document
                index = array.value.index + 1
                remaining = array.count
            }

            /// The next element, or `nil` after the last.
            package mutating func next() -> JSONValue? {
                guard remaining > 0 else { return nil }
                let element = JSONValue(document: document, index: index)
                index = Int(document.nodes[index].next)
                remaining -= 1
                return element
            }
        }
    }
}

/// A part of an `x-mappers` declaration (see `Mappers.md`) and where it is written: every node of a
/// ``MappingExpressionSyntax`` tree is one, so translation reports at `path:LINE:COLUMN` without reading
/// the JSON again.
package struct MapperNode<Value: Sendable>: Sendable {
    /// Where the part is written.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition
    /// What it says.
    package var value: Value

    /// Creates a node.
    package init(location: SchemaLocation, position: SourcePosition, value: Value) {
        self.location = location
        self.position = position
        self.value = value
    }
}

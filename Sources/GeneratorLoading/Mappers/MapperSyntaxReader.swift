import ContractJSON

/// Reads every `x-mappers` member of the loaded schema files into ``MapperDeclarations``, at load time.
enum MapperSyntaxReader {
    /// The `x-mappers` members of every object of `files`, by the location of the object holding them.
    ///
    /// Every object is visited, not only the positions the indexer treats as schemas: translation looks
    /// declarations up by the location of the schema a struct is generated from, whatever keyword led there.
    static func read(_ files: [SchemaFile]) -> [SchemaLocation: MapperDeclarations] {
        var found: [SchemaLocation: MapperDeclarations] = [:]
        for (index, file) in files.enumerated() {
            visit(file.root, at: SchemaLocation(file: index, pointer: .root), in: file, into: &found)
        }
        return found
    }

    private static func visit(
        _ value: JSONValue, at location: SchemaLocation, in file: SchemaFile, into found: inout [SchemaLocation: MapperDeclarations]
    ) {
        switch value {
        case .object(let object):
            if let mappers = object["x-mappers"] { found[location] = declarations(mappers, at: location.appending("x-mappers"), in: file) }
            for member in object.members { visit(member.value, at: location.appending(member.key), in: file, into: &found) }
        case .array(let elements):
            for (offset, element) in elements.enumerated() { visit(element, at: location.appending(index: offset), in: file, into: &found) }
        default:
            break
        }
    }

    private static func declarations(_ value: JSONValue, at location: SchemaLocation, in file: SchemaFile) -> MapperDeclarations {
        let positions = SchemaPositions(file, at: location.file)
        let position = positions.position(of: location)
        guard case .object(let object) = value else { return MapperDeclarations(location: location, position: position, mappers: nil) }
        let mappers = object.members.map { member in
            let mapperLocation = location.appending(member.key)
            return MapperSyntax(name: member.key, location: mapperLocation, position: positions.position(of: mapperLocation),
                                body: body(member.value, at: mapperLocation, positions: positions))
        }
        return MapperDeclarations(location: location, position: position, mappers: mappers)
    }

    private static func body(_ value: JSONValue, at location: SchemaLocation, positions: SchemaPositions) -> MapperSyntax.Body? {
        guard case .object(let declaration) = value else { return nil }
        var fields: [MapperFieldSyntax]?
        let expressions = MappingExpressionReader(positions: positions)
        if case .object(let object)? = declaration["fields"] {
            fields = object.members.map { member in
                let fieldLocation = location.appending("fields", member.key)
                return MapperFieldSyntax(
                    name: member.key, location: fieldLocation, position: positions.position(of: fieldLocation),
                    expression: expressions.expression(member.value, at: fieldLocation),
                    description: member.value.objectValue?["description"]?.stringValue)
            }
        }
        var parameters: [MapperParameterSyntax] = []
        if case .object(let object)? = declaration["parameters"] {
            parameters = object.members.map { member in
                let parameterLocation = location.appending("parameters", member.key)
                return MapperParameterSyntax(
                    name: member.key, location: parameterLocation, position: positions.position(of: parameterLocation),
                    kind: parameterKind(member.value), description: member.value.objectValue?["description"]?.stringValue)
            }
        }
        return MapperSyntax.Body(
            title: declaration["title"]?.stringValue, description: declaration["description"]?.stringValue,
            unknownKeywords: declaration.keys.filter { !["fields", "parameters", "description", "title"].contains($0) },
            fields: fields, parameters: parameters)
    }

    private static func parameterKind(_ value: JSONValue) -> MapperParameterSyntax.Kind {
        guard case .object(let declaration) = value else { return .notAnObject }
        if case .object(let lookup)? = declaration["lookup"] {
            return .lookup(key: lookup["key"]?.stringValue, value: lookup["value"]?.stringValue)
        }
        return .value(type: declaration["type"]?.stringValue, defaultValue: declaration["default"].map(MappingExpressionReader.literal))
    }
}

import ContractJSON
import ContractYAML

/// The JSON values of every document of `text`.
func values(_ text: String, options: YAMLParsingOptions = .init()) throws -> [JSONValue] {
    try YAML.documents(parsing: Array(text.utf8), options: options).map(\.root.value)
}

/// The value of the single document of `text`.
func value(_ text: String) throws -> JSONValue {
    try YAML.document(parsing: Array(text.utf8)).root.value
}

/// The JSON value of a JSON text.
func json(_ text: String) -> JSONValue {
    try! JSONValue(parsing: text)
}

/// The error `text` fails with, or nil when it parses.
func failure(_ text: String, options: YAMLParsingOptions = .init()) -> JSONParseError? {
    do {
        _ = try YAML.documents(parsing: Array(text.utf8), options: options)
        return nil
    } catch {
        return error
    }
}

import ContractJSON
import ContractTOML

/// The JSON value a TOML text stands for.
func value(_ text: String) throws -> JSONValue {
    try TOML.document(parsing: Array(text.utf8)).root.value
}

/// The JSON value of a JSON text.
func json(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: text)
}

/// The error `text` fails with, or nil when it parses.
func failure(_ text: String, maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth) -> JSONParseError? {
    do {
        _ = try TOML.document(parsing: Array(text.utf8), maximumDepth: maximumDepth)
        return nil
    } catch {
        return error
    }
}

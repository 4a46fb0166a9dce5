extension GeneratorConfiguration {
    /// The JSON Schema of `contracts.json` (the same text as `Plugins/contracts-config.schema.json`).
    package static let jsonSchema = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://contracts.local/tooling/contracts-config.schema.json",
  "title": "contract-gen configuration",
  "description": "The optional contracts.json beside a target's schemas: how contract-gen generates Swift code for them.",
  "type": "object",
  "properties": {
    "$schema": {"type": "string"},
    "accessLevel": {
      "description": "Access level of the generated declarations.",
      "enum": ["public", "package", "internal"],
      "default": "public"
    },
    "outputs": {
      "description": "Which generated files get content; the others are written with a header only, so the file set stays fixed. models is required; fastDecoding needs validators; endpoints (from *.endpoints.json) needs models and, for its payload validators, validators.",
      "type": "array",
      "items": {"enum": ["models", "validators", "fastDecoding", "mappers", "endpoints"]},
      "contains": {"const": "models"},
      "uniqueItems": true
    },
    "closedEnums": {
      "description": "Whether enums reject values they do not know instead of keeping them in unknown(_:). A schema's x-enum-closed overrides it.",
      "type": "boolean",
      "default": false
    },
    "warningsAsErrors": {
      "description": "Whether the warnings about fallbacks (a construct generated as the nearest sound Swift type, such as JSONValue, instead of a precise one; a default that is not applied) stop generation as errors.",
      "type": "boolean",
      "default": false
    },
    "formats": {
      "description": "typed: string formats become Swift types (date-time DateTime or Date, date CalendarDate, uuid UUID, uri URL), which hold every value the validator accepts when it asserts formats (generated code asserts them). strings: every string stays Swift.String, for data that violates its formats; the validator checks formats when asserting them.",
      "enum": ["typed", "strings"],
      "default": "typed"
    },
    "dateTimes": {
      "description": "The Swift type of format date-time: DateTime (ContractModels.DateTime, keeps the text, offset and every fractional digit; lossless) or Date (Foundation.Date, about a microsecond of precision).",
      "enum": ["DateTime", "Date"],
      "default": "DateTime"
    },
    "urls": {
      "description": "The Swift type of format uri: URI (ContractModels.URI, keeps the text, checked against RFC 3986 when decoded, parsed by Foundation only when its url is read) or URL (Foundation.URL, parsed when decoded).",
      "enum": ["URI", "URL"],
      "default": "URI"
    },
    "lossless": {
      "description": "Whether a valid document decoded and re-encoded is the same JSON value: structs of open objects keep the members their schema does not name (in unknownMembers) and encode them back as received, and a member with a default stays optional (absent stays absent; <name>OrDefault reads it with the default). false gives lean structs that drop unnamed members and apply defaults when decoding.",
      "type": "boolean",
      "default": true
    },
    "inputs": {
      "description": "More schema directories or files, relative to this file.",
      "type": "array",
      "items": {"type": "string", "minLength": 1}
    },
    "names": {
      "description": "Swift names by schema location: an absolute URI or relative/path.schema.json#/json/pointer. Names types, properties and enum cases (#/enum/N).",
      "type": "object",
      "additionalProperties": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"}
    },
    "types": {
      "description": "Swift types by schema location, replacing the generated type: a builtin (Swift.Int64, Foundation.Date...) or a type conforming to ContractModels.ContractValue.",
      "type": "object",
      "additionalProperties": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"}
    }
  },
  "additionalProperties": false
}

"""#
}

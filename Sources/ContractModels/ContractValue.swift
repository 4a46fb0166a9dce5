import ContractJSON

/// What a type must be to stand in for a generated one through `x-swift-type` (or a `types` entry of
/// `contracts.json`): codable both ways, fast-decodable, encodable to ``JSONValue``, hashable and sendable.
public typealias ContractValue = Codable & Hashable & Sendable & JSONViewDecodable & JSONValueEncodable

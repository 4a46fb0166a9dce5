import FuzzSupport
import GeneratorLoading
import GeneratorPipeline

// Fuzz target for the generator: the input is a schema file, optionally followed by a NUL byte and an
// endpoint declaration file; a first part that mentions `openapi` is an OpenAPI document instead (YAML
// unless it starts with `{`), the second part then a schema file it may refer to. Loading, translating and rendering must either produce the Swift files or
// throw a GeneratorError with at least one located diagnostic; never crash or hang. What renders must
// generate again identically (the output is deterministic).

func checkGenerator(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let first = Array(bytes[..<split])
    let needle = Array("openapi".utf8)
    let isOpenAPI = first.indices.contains { first[$0...].starts(with: needle) }
    let firstName = isOpenAPI ? (first.first == UInt8(ascii: "{") ? "fuzz.openapi.json" : "fuzz.openapi.yaml") : "fuzz.schema.json"
    var sources = [SchemaLoader.Source(path: firstName, relativePath: firstName, bytes: first)]
    if split < bytes.count {
        let second = Array(bytes[(split + 1)...])
        let name = isOpenAPI ? "fuzz.schema.json" : "fuzz.endpoints.json"
        sources.append(SchemaLoader.Source(path: name, relativePath: name, bytes: second))
    }
    let pipeline = GeneratorPipeline()
    do {
        let output = try pipeline.run(.sources(sources))
        precondition(!output.files.isEmpty, "the renderer produced no files")
        precondition((try? pipeline.run(.sources(sources))) == output, "generation is not deterministic")
    } catch {
        precondition(!error.diagnostics.isEmpty, "a generator error without a diagnostic")
        for diagnostic in error.diagnostics {
            precondition(!diagnostic.description.isEmpty, "an empty diagnostic")
        }
    }
}

runFuzzer(checkGenerator)

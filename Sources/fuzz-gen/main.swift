import FuzzSupport
import GeneratorLoading
import GeneratorRendering
import GeneratorTranslation

// Fuzz target for the generator: the input is a schema file, optionally followed by a NUL byte and an
// endpoint declaration file. Loading, translating and rendering must either produce the Swift files or
// throw a GeneratorError with at least one located diagnostic; never crash or hang. What renders must
// render again identically (the output is deterministic).

func checkGenerator(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let schema = SchemaLoader.Source(path: "fuzz.schema.json", relativePath: "fuzz.schema.json", bytes: Array(bytes[..<split]))
    do {
        let schemas = try SchemaLoader.load(sources: [schema])
        var endpoints: [EndpointFile] = []
        if split < bytes.count {
            let declaration = SchemaLoader.Source(
                path: "fuzz.endpoints.json", relativePath: "fuzz.endpoints.json", bytes: Array(bytes[(split + 1)...]))
            endpoints = try EndpointLoader.load(sources: [declaration])
        }
        let module = try Translator(schemas: schemas, endpoints: endpoints).translate()
        let files = Renderer(module: module).render()
        precondition(!files.isEmpty, "the renderer produced no files")
        precondition(Renderer(module: module).render() == files, "rendering is not deterministic")
    } catch {
        precondition(!error.diagnostics.isEmpty, "a generator error without a diagnostic")
        for diagnostic in error.diagnostics {
            precondition(!diagnostic.description.isEmpty, "an empty diagnostic")
        }
    }
}

runFuzzer(checkGenerator)

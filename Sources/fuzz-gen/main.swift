import FuzzSupport
import GeneratorLoading
import GeneratorPipeline

// Fuzz target for the generator: the input is a schema file, optionally followed by a NUL byte and an
// endpoint declaration file. Loading, translating and rendering must either produce the Swift files or
// throw a GeneratorError with at least one located diagnostic; never crash or hang. What renders must
// generate again identically (the output is deterministic).

func checkGenerator(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    var sources = [SchemaLoader.Source(path: "fuzz.schema.json", relativePath: "fuzz.schema.json", bytes: Array(bytes[..<split]))]
    if split < bytes.count {
        let declaration = Array(bytes[(split + 1)...])
        sources.append(SchemaLoader.Source(path: "fuzz.endpoints.json", relativePath: "fuzz.endpoints.json", bytes: declaration))
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

import ContractCommandLine
import ContractJSON
import ContractSchemaCore

/// `contract-check openapi FOLDER [--output FILE] [--files] [--title T] [--api-version V]`: one OpenAPI 3.1
/// document for a contract folder (see ``OpenAPIExport``), for Swagger UI, Redoc, Prism or schemathesis.
///
/// Exit status: 0 written; 1 an input the document cannot be made from (reported as
/// `path:LINE:COLUMN: error: message`); 2 usage error or a folder that cannot be read.
struct OpenAPICommand {
    let folder: String
    let output: String?
    let bundles: Bool
    let title: String?
    let version: String

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("openapi takes one contract folder") }
        folder = parsed.positional[0]
        output = parsed.value("output")
        bundles = !parsed.flag("files")
        title = parsed.value("title")
        version = parsed.value("api-version") ?? "1.0.0"
    }

    func run(_ console: Console) throws -> Int32 {
        guard FileSystem.isDirectory(folder) else {
            let reason = FileSystem.exists(folder) ? "not a folder" : FileSystem.missingReason(folder)
            console.printError("error: \(TerminalText.escaped(folder)): \(reason)")
            return 2
        }
        let contracts: ContractFolder
        do throws(ContractFolder.Failure) {
            contracts = try ContractFolder(root: folder) { path, reason in
                console.printError("warning: skipped \(TerminalText.escaped(path)): \(TerminalText.escaped(reason))")
            }
        } catch {
            for problem in error.problems { console.printError(problem.description) }
            return 1
        }
        guard !contracts.endpoints.isEmpty else {
            console.printError("error: no *.endpoints.json under \(TerminalText.escaped(folder))")
            return 1
        }
        do throws(ContractFolder.Problem) {
            let directory = output.map(FileSystem.folder(of:)) ?? folder
            let references = OpenAPISchemaReferences(folder: contracts, bundles: bundles, documentDirectory: directory)
            let export = OpenAPIExport(folder: contracts, references: references, title: title, version: version)
            var text = JSONWriter.pretty.bytes(from: try export.document())
            text.append(UInt8(ascii: "\n"))
            if let output {
                do throws(FileSystemError) {
                    try FileSystem.write(text, to: output)
                } catch {
                    console.printError("error: cannot write \(TerminalText.escaped(output))")
                    return 2
                }
            } else {
                console.write(text)
            }
            return 0
        } catch {
            console.printError(error.description)
            return 1
        }
    }
}

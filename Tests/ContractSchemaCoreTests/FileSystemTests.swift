import Foundation
import Testing
@testable import ContractSchemaCore

/// The tools' POSIX file layer (what replaced `FileManager` in the generator and the checker), checked
/// against the file system itself and, where Foundation has an answer, against Foundation.
@Suite("The tools' file system layer")
struct FileSystemTests {
    /// A fresh folder, removed when the test ends.
    final class Folder {
        let path: String
        init() throws {
            path = FileSystem.realPath(NSTemporaryDirectory() + "file-system-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func make(_ relative: String, _ text: String = "x") throws {
            let file = path + "/" + relative
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
        }
    }

    @Test("reads regular files, and nothing from folders, FIFOs or missing paths")
    func reading() throws {
        let folder = try Folder()
        try folder.make("a.json", "{\"a\": 1}")
        try folder.make("empty.json", "")
        let big = String(repeating: "0123456789", count: 20_000)
        try folder.make("big.json", big)
        #expect(FileSystem.contents(of: folder.path + "/a.json") == Array("{\"a\": 1}".utf8))
        #expect(FileSystem.contents(of: folder.path + "/empty.json") == [])
        #expect(FileSystem.contents(of: folder.path + "/big.json") == Array(big.utf8))
        #expect(FileSystem.contents(of: folder.path) == nil)
        #expect(FileSystem.contents(of: folder.path + "/missing.json") == nil)
        #expect(mkfifo(folder.path + "/pipe.json", 0o600) == 0)
        #expect(FileSystem.contents(of: folder.path + "/pipe.json") == nil)
        #expect(FileSystem.prefix(64, of: folder.path + "/pipe.json") == nil)
        #expect(FileSystem.kind(of: folder.path + "/pipe.json") == .other)
        #expect(FileSystem.kind(of: folder.path) == .directory)
        #expect(FileSystem.kind(of: folder.path + "/a.json") == .regularFile)
        #expect(FileSystem.kind(of: folder.path + "/missing") == nil)
        #expect(FileSystem.prefix(3, of: folder.path + "/a.json") == Array("{\"a".utf8))
        #expect(FileSystem.prefix(64, of: folder.path + "/empty.json") == [])
        #expect(FileSystem.prefix(64, of: folder.path + "/missing.json") == nil)
        #expect(FileSystem.prefix(150_000, of: folder.path + "/big.json") == Array(big.utf8.prefix(150_000)))
        #if os(Linux)
        // A file whose size says 0 although it holds text (procfs): read to its end all the same.
        #expect(FileSystem.contents(of: "/proc/self/status")?.starts(with: Array("Name:".utf8)) == true)
        #endif
    }

    @Test("walks folders as FileManager's enumerator does: hidden folders skipped, links listed and not followed")
    func walking() throws {
        let folder = try Folder()
        try folder.make("top.schema.json")
        try folder.make("sub/deeper/inner.schema.json")
        try folder.make(".git/hidden.schema.json")
        try folder.make(".dot.schema.json")
        try folder.make("elsewhere/target.schema.json")
        try folder.link("sub/linked.schema.json", to: folder.path + "/elsewhere/target.schema.json")
        try folder.link("sub/loop", to: folder.path + "/sub")
        try folder.link("sub/dangling.schema.json", to: folder.path + "/nowhere.json")
        let found = Set(FileSystem.files(under: folder.path))
        #expect(found == [
            "top.schema.json", "sub/deeper/inner.schema.json", ".dot.schema.json", "elsewhere/target.schema.json",
            "sub/linked.schema.json", "sub/loop", "sub/dangling.schema.json",
        ])
        let entries = Set(FileSystem.entries(of: folder.path + "/sub") ?? [])
        #expect(entries == ["deeper", "linked.schema.json", "loop", "dangling.schema.json"])
        #expect(FileSystem.entries(of: folder.path + "/missing") == nil)
        #expect(FileSystem.files(under: folder.path + "/missing").isEmpty)
    }

    @Test("resolves paths as Foundation does for existing ones, and keeps a missing tail")
    func paths() throws {
        let folder = try Folder()
        try folder.make("real/file.json")
        try folder.link("alias", to: folder.path + "/real")
        let viaLink = folder.path + "/alias/./../alias/file.json"
        #expect(FileSystem.realPath(viaLink) == folder.path + "/real/file.json")
        #expect(FileSystem.realPath(viaLink) == URL(fileURLWithPath: viaLink).standardizedFileURL.resolvingSymlinksInPath().path)
        #expect(FileSystem.realPath(folder.path + "/alias/not/yet.json") == folder.path + "/real/not/yet.json")
        #expect(FileSystem.isInside(folder.path + "/alias/file.json", folder.path + "/real"))
        #expect(FileSystem.isInside(folder.path + "/real", folder.path + "/real/"))
        #expect(!FileSystem.isInside(folder.path + "/real/../../outside", folder.path))
        #expect(!FileSystem.isInside(folder.path + "-sibling", folder.path))
        #expect(FileSystem.standardized("/a//b/./c/../d") == "/a/b/d")
        #expect(FileSystem.standardized("/../..") == "/")
        #expect(FileSystem.standardized("x") == FileSystem.currentDirectory + "/x")
        #expect(FileSystem.directory(of: "a/b.json") == "a")
        #expect(FileSystem.directory(of: "/b.json") == "/")
        #expect(FileSystem.directory(of: "b.json") == "")
        #expect(FileSystem.directory(of: "a/b/") == "a")
        #expect(FileSystem.joined("a", "b") == "a/b")
        #expect(FileSystem.joined("a/", "b") == "a/b")
        #expect(FileSystem.joined("", "b") == "b")
        #expect(FileSystem.lastComponent(of: "a/b/c.swift") == "c.swift")
    }

    @Test("a path is inside a folder only if, links resolved, it stays inside")
    func pathsInsideAFolder() throws {
        let folder = try Folder()
        try folder.make("api/components.json", "{}")
        try folder.make("secret.json", "{\"token\": 1}")
        try folder.link("api/escape.json", to: folder.path + "/secret.json")
        let root = folder.path + "/api"
        #expect(FileSystem.realPath(root + "/components.json", inside: root) == root + "/components.json")
        #expect(FileSystem.realPath(root + "/../secret.json", inside: root) == nil)
        #expect(FileSystem.realPath(root + "/escape.json", inside: folder.path) == folder.path + "/secret.json")
        #expect(FileSystem.realPath(root + "/escape.json", inside: root) == nil)
    }

    @Test("a path is compared as the system names it: bytes, not canonically equivalent text")
    func pathsAreBytes() throws {
        let folder = try Folder()
        try folder.make("\u{E9}/inside.json", "{}")  // é, one code point
        try folder.make("e\u{301}/secret.json", "{}")  // e and a combining acute: another folder
        try folder.make("\u{301}lead/x.json", "{}")  // a name starting with a combining mark
        let root = folder.path + "/\u{E9}"
        #expect(FileSystem.realPath(root + "/inside.json", inside: root) == root + "/inside.json")
        #expect(FileSystem.realPath(folder.path + "/e\u{301}/secret.json", inside: root) == nil)
        #expect(FileSystem.realPath(root + "/../e\u{301}/secret.json", inside: root) == nil)
        let lead = folder.path + "/\u{301}lead/x.json"
        #expect(FileSystem.realPath(lead, inside: folder.path) == lead)
        #expect(FileSystem.realPath(folder.path + "/\u{301}lead/missing/y.json") == folder.path + "/\u{301}lead/missing/y.json")
        #expect(FileSystem.standardized("/\u{301}lead/../a") == "/a")
        #expect(FileSystem.directory(of: "/\u{301}lead/x.json") == "/\u{301}lead")
        #expect(FileSystem.joined("a/", "\u{301}b") == "a/\u{301}b")
    }

    @Test("writes atomically, creates folders, removes files, and says why it could not")
    func writing() throws {
        let folder = try Folder()
        let nested = folder.path + "/out/deeper/still"
        try FileSystem.createDirectory(nested)
        try FileSystem.createDirectory(nested)
        #expect(FileSystem.kind(of: nested) == .directory)
        let file = nested + "/Models.swift"
        try FileSystem.write(Array("first".utf8), to: file)
        try FileSystem.write(Array("second, longer".utf8), to: file)
        #expect(FileSystem.contents(of: file) == Array("second, longer".utf8))
        #expect(FileSystem.entries(of: nested) == ["Models.swift"])
        try FileSystem.removeFile(file)
        #expect(FileSystem.kind(of: file) == nil)
        let missing = #expect(throws: FileSystemError.self) { try FileSystem.write([1], to: folder.path + "/none/file") }
        #expect(missing?.description == String(cString: strerror(ENOENT)))
        #expect(throws: FileSystemError.self) { try FileSystem.removeFile(file) }
        try folder.make("blocker")
        #expect(throws: FileSystemError.self) { try FileSystem.createDirectory(folder.path + "/blocker/sub") }
        let occupied = #expect(throws: FileSystemError.self) { try FileSystem.createDirectory(folder.path + "/blocker") }
        #expect(occupied?.description == String(cString: strerror(EEXIST)))
    }
}

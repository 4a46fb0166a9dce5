import Foundation

/// File-system helpers shared by the commands.
enum Files {
    /// The contents of `path`, or an error naming it.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw FileError(path: path, reason: "cannot read file") }
        return [UInt8](data)
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The size of the file at `path` in bytes, if known.
    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    /// The files below `directory` (recursively) whose names end with one of `suffixes`, sorted.
    static func files(in directory: String, suffixes: [String], recursive: Bool = true) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        if recursive {
            guard let enumerator = manager.enumerator(atPath: directory) else { return [] }
            while let relative = enumerator.nextObject() as? String {
                if suffixes.contains(where: relative.hasSuffix), !isDirectory(join(directory, relative)) {
                    result.append(join(directory, relative))
                }
            }
        } else {
            for name in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] where suffixes.contains(where: name.hasSuffix) {
                if !isDirectory(join(directory, name)) { result.append(join(directory, name)) }
            }
        }
        return result.sorted()
    }

    /// The files matching a glob pattern such as `payloads/**/*.json`, sorted.
    static func files(matching pattern: String) -> [String] {
        let glob = Glob(pattern)
        let prefix = glob.fixedPrefix
        guard isDirectory(prefix), let enumerator = FileManager.default.enumerator(atPath: prefix) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = prefix == "." ? relative : join(prefix, relative)
            if glob.matches(path), !isDirectory(path) { result.append(path) }
        }
        return result.sorted()
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last path component.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` made absolute and without `.`, `..` or doubled slashes, to compare two spellings of one file.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The directory part of `path` ("." when there is none).
    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A file that could not be read.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}

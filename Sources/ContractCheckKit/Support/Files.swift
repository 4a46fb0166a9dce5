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

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// A file that could not be read.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}

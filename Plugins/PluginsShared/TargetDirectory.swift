// Compiled into both plugins through their `PluginsShared` links to this folder (a plugin can import
// neither the package's modules nor another plugin; swift-openapi-generator shares code the same way).

import Foundation

/// The folder of a target, found from its files (the deepest folder holding them all; the target's
/// `contracts.json` or a source file at its top anchors it). Works with every tools version, unlike
/// `Target.directoryURL` (6.1) and without the deprecated `Path` API.
enum TargetDirectory {
    static func of(_ files: [URL]) -> URL? {
        guard let first = files.first else { return nil }
        var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var count = 0
            while count < min(common.count, components.count), common[count] == components[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }
}

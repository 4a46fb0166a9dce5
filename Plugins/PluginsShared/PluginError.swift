// Compiled into both plugins through their `PluginsShared` links to this folder (a plugin can import
// neither the package's modules nor another plugin; swift-openapi-generator shares code the same way).

/// A failure a plugin reports.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

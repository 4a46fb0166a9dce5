/// The version every tool of the package prints for `--version`.
package enum PackageVersion {
    /// Semantic version of this release of swift-data-contracts.
    package static let current = "0.1.0"
}

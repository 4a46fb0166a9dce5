import Foundation

/// Builds image URLs from a CDN base, a size segment and a relative path, as TMDb-style image APIs
/// expect (`https://image.tmdb.org/t/p/` + `w185` + `/abc.jpg`). Used by generated mappers.
public enum ImageURL {
    /// `base + size + path` as a URL, or `nil` when that is not a valid URL.
    public static func make(base: String, size: String, path: String) -> URL? {
        URL(string: base + size + path)
    }
}

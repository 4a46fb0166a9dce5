import Foundation

/// Builds image URLs from a CDN base, a size segment and a relative path, as TMDb-style image APIs
/// expect (`https://image.tmdb.org/t/p/` + `w185` + `/abc.jpg`). Used by generated mappers.
public enum ImageURL {
    /// `base + size + path` as an absolute URL, or `nil` when there is no image or no valid URL.
    ///
    /// The parts are joined with exactly one `/` between them, whether or not `base` ends with one
    /// and `path` starts with one. The result is `nil` when `path` is empty (TMDb's "no image"), when
    /// `size` is empty or is not a single path segment (`w185`, `h632`, `original`), or when the
    /// result is not an absolute URL with a scheme and a host (an empty or relative `base`).
    public static func make(base: String, size: String, path: String) -> URL? {
        guard !path.isEmpty, path != "/", isSegment(size) else { return nil }
        let head = base.hasSuffix("/") ? base : base + "/"
        let tail = path.hasPrefix("/") ? path : "/" + path
        guard let url = URL(string: head + size + tail), let scheme = url.scheme, !scheme.isEmpty,
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `size` is one non-empty path segment made of letters, digits, `_` and `-`.
    static func isSegment(_ size: String) -> Bool {
        !size.isEmpty && size.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
    }
}

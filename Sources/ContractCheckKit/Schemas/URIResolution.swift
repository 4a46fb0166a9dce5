/// Resolution of URI references against a base URI (RFC 3986 §5.2), enough for `$id` and `$ref`.
enum URIResolution {
    /// The parts of a URI reference.
    struct Parts: Equatable {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isLetter,
               rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                authority = String(rest[..<end])
                rest = rest[end...]
            }
            path = String(rest)
        }

        var text: String {
            var result = ""
            if let scheme { result += scheme + ":" }
            if let authority { result += "//" + authority }
            result += path
            if let query { result += "?" + query }
            if let fragment { result += "#" + fragment }
            return result
        }
    }

    /// `reference` resolved against `base`.
    static func resolve(_ reference: String, against base: String) -> String {
        let r = Parts(reference)
        if r.scheme != nil {
            var target = r
            target.path = removeDotSegments(r.path)
            return target.text
        }
        var target = Parts(base)
        target.fragment = r.fragment
        if r.authority != nil {
            target.authority = r.authority
            target.path = removeDotSegments(r.path)
            target.query = r.query
        } else if r.path.isEmpty {
            if r.query != nil { target.query = r.query }
        } else {
            if r.path.hasPrefix("/") {
                target.path = removeDotSegments(r.path)
            } else {
                let merged: String
                if target.authority != nil && target.path.isEmpty {
                    merged = "/" + r.path
                } else if let slash = target.path.lastIndex(of: "/") {
                    merged = String(target.path[...slash]) + r.path
                } else {
                    merged = r.path
                }
                target.path = removeDotSegments(merged)
            }
            target.query = r.query
        }
        return target.text
    }

    /// `uri` without its fragment.
    static func withoutFragment(_ uri: String) -> String {
        guard let hash = uri.firstIndex(of: "#") else { return uri }
        return String(uri[..<hash])
    }

    /// The fragment of `uri` ("" when there is none).
    static func fragment(of uri: String) -> String {
        guard let hash = uri.firstIndex(of: "#") else { return "" }
        return String(uri[uri.index(after: hash)...])
    }

    private static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            if segment == "." {
                if isLast { output.append("") }
            } else if segment == ".." {
                if output.count > 1 || (output.count == 1 && !output[0].isEmpty) { output.removeLast() }
                if isLast { output.append("") }
            } else {
                output.append(segment)
            }
        }
        var result = output.joined(separator: "/")
        if path.hasPrefix("/") && !result.hasPrefix("/") { result = "/" + result }
        return result
    }
}

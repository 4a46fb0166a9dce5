extension SwiftIdentifier {
    /// A lowerCamelCase name for an endpoint parameter, with the initialisms `ID` and `URL` in capitals
    /// as Swift API names write them: `group_id` → `groupID`, `jobId` → `jobID`, `callback_url` →
    /// `callbackURL`, `id` → `id`.
    package static func parameterName(_ text: String) -> String {
        var scalars = Array(lowerCamelCase(text).unicodeScalars)
        var index = 1
        while index < scalars.count {
            var advanced = false
            for initialism in ["Id", "Url"] {
                let word = Array(initialism.unicodeScalars)
                let end = index + word.count
                guard end <= scalars.count, Array(scalars[index..<end]) == word else { continue }
                // Only a whole word: what follows starts another word (or nothing does).
                guard end == scalars.count || !scalars[end].properties.isLowercase else { continue }
                scalars.replaceSubrange(index..<end, with: initialism.uppercased().unicodeScalars)
                index = end
                advanced = true
                break
            }
            if !advanced { index += 1 }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}

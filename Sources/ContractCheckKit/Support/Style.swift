/// ANSI colours for human output, or plain text when colour is off.
struct Style: Sendable {
    /// Whether escapes are written.
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func blue(_ text: String) -> String { wrap(text, "34") }
}

extension Int {
    func localized(_ style: NumberFormatter.Style = .none) -> String { "" }
    func reset(to value: Choice = nil) { }
}

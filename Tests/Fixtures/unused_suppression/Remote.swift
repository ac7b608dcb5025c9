// The View conformance of this type is in Unused.swift: deciding the finding below needs
// that file's facts, so the directive is used only after the second pass.
struct Remote {
    // bindinglint:disable:next non_private_state
    @State var level = 0
}

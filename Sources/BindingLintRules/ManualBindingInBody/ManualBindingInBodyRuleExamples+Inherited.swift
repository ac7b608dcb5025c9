/// Pass-throughs into a member a superclass declares (set 101: a form model's validator,
/// a `let` of the base class): the base class decides whether a `$` projection spells it.
extension ManualBindingInBodyRuleExamples {
  static let inheritedTriggering: [Example] = [
    // The base class declares a stored `var`: `Bindable(viewModel).validator.name` is the
    // same binding.
    Example("""
      @Observable final class NameValidator { var name = "" }
      @Observable class BaseFormModel { var validator = NameValidator() }
      @Observable final class CreateModel: BaseFormModel { var title = "" }
      struct CreateView: View {
        @State private var viewModel = CreateModel()
        var body: some View {
          TextField("Name", text: ↓Binding(get: { viewModel.validator.name }, set: { viewModel.validator.name = $0 }))
        }
      }
      """),
  ]

  static let inheritedNonTriggering: [Example] = [
    // A `let` of the base class: `$viewModel.validator.name` does not compile (`strict`
    // reports it, advising to bind where the validator itself is observed).
    Example("""
      @Observable final class NameValidator { var name = "" }
      @Observable class BaseFormModel { let validator = NameValidator() }
      @Observable final class CreateModel: BaseFormModel { var title = "" }
      struct CreateView: View {
        @State private var viewModel = CreateModel()
        var body: some View {
          TextField("Name", text: Binding(get: { viewModel.validator.name }, set: { viewModel.validator.name = $0 }))
        }
      }
      """),
  ]
}

/// A problem found inside a host binding; the interpreter reports it at the call that reached the binding.
struct BindingError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

import UIKit

/// Every screen's base: a background, then the subclass's views and constraints.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
        setupConstraints()
    }

    func setupViews() {}

    func setupConstraints() {}
}

import SnapKit
import UIKit

/// The profile: the header over a card of details.
final class ProfileViewController: BaseViewController {
    private let header = ProfileHeaderView()
    private let card = UIView()

    override func setupViews() {
        title = "Profile"
        header.configure(name: "Ada Lovelace", role: "Analyst")
        card.backgroundColor = Theme.card
        card.layer.cornerRadius = 12
        view.addSubview(header)
        view.addSubview(card)
    }

    override func setupConstraints() {
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
        }
        card.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(Theme.margin)
            make.height.equalTo(160)
        }
    }
}

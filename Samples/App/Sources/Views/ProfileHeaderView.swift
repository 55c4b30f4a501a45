import SnapKit
import UIKit

/// The avatar, name and role at the top of the profile.
final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let roleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.backgroundColor = Theme.accent
        avatar.layer.cornerRadius = Theme.avatarSize / 2
        avatar.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.textColor = .secondaryLabel
        addSubview(avatar)
        addSubview(nameLabel)
        addSubview(roleLabel)
        avatar.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(Theme.margin)
            make.centerX.equalToSuperview()
            make.size.equalTo(Theme.avatarSize)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
        }
        roleLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.centerX.equalToSuperview()
            make.bottom.equalToSuperview().inset(Theme.margin)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(name: String, role: String) {
        nameLabel.text = name
        roleLabel.text = role
    }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
    let header = ProfileHeaderView()
    header.configure(name: "Ada Lovelace", role: "Analyst")
    return header
}

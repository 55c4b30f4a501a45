// A view file as an app has it, with three #Preview blocks: each is an entry point layoutviz draws with the data
// its body sets (`layoutviz render ProfileHeaderView.swift --preview all` draws them side by side).
import SnapKit
import UIKit

final class ProfileHeaderView: UIView {
    private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatar.tintColor = .systemGray3
        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        bioLabel.font = .preferredFont(forTextStyle: .subheadline)
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        followButton.setTitle("Follow", for: .normal)
        [avatar, nameLabel, bioLabel, followButton].forEach(addSubview)
        avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
            make.size.equalTo(64)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatar).offset(6)
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
        }
        followButton.snp.makeConstraints { make in
            make.centerY.equalTo(nameLabel)
            make.trailing.equalToSuperview().inset(16)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
            make.bottom.equalToSuperview().inset(16)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}

final class ProfileViewController: UIViewController {
    let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Profile"
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
        }
    }
}

#Preview("Short bio", traits: .sizeThatFitsLayout) {
    let header = ProfileHeaderView()
    header.configure(name: "Ada", bio: "Counts things.")
    return header
}

#Preview("Long bio", traits: .fixedLayout(width: 320, height: 200)) {
    let header = ProfileHeaderView()
    header.configure(name: "Grace Hopper",
                     bio: "Rear admiral, compiler pioneer and teller of the nanosecond story, with a length of wire in her pocket.")
    return header
}

#Preview("In a navigation controller") {
    let profile = ProfileViewController()
    profile.header.configure(name: "Katherine", bio: "Computed trajectories by hand.")
    return UINavigationController(rootViewController: profile)
}

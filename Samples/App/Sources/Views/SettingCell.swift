import SnapKit
import UIKit

/// A settings row: an icon tile and a title.
final class SettingCell: UITableViewCell {
    static let reuseIdentifier = "SettingCell"
    private let tile = UIView()
    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        tile.backgroundColor = Theme.accent
        tile.layer.cornerRadius = 7
        contentView.addSubview(tile)
        contentView.addSubview(titleLabel)
        accessoryType = .disclosureIndicator
        tile.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(29)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(tile.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualToSuperview().inset(16)
            make.top.bottom.equalToSuperview().inset(12)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String) {
        titleLabel.text = title
    }
}

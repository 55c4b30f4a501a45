import SnapKit
import UIKit

/// Settings: a grouped list from an array.
final class SettingsViewController: BaseViewController, UITableViewDataSource {
    private let rows = ["Account", "Notifications", "Privacy", "Appearance"]
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func setupViews() {
        title = "Settings"
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.reuseIdentifier)
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    override func setupConstraints() {
        tableView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.reuseIdentifier,
                                                 for: indexPath) as! SettingCell
        cell.configure(title: rows[indexPath.row])
        return cell
    }
}

import UIKit

/// Which notifications to receive: a table controller whose rows are localized, each with a switch.
final class NotificationsViewController: UITableViewController {
    private let kinds = ["notifications.mentions", "notifications.replies", "notifications.digest"]

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = NSLocalizedString("notifications.title", comment: "The screen's title")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "kind")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { kinds.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "kind", for: indexPath)
        cell.textLabel?.text = NSLocalizedString(kinds[indexPath.row], comment: "A kind of notification")
        let toggle = UISwitch()
        toggle.isOn = Settings.enabledKinds[indexPath.row]
        toggle.onTintColor = UIColor(named: "Highlight")
        cell.accessoryView = toggle
        return cell
    }
}

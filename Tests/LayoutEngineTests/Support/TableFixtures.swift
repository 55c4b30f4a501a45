import Foundation
import LayoutScene

/// A table named `table` filling a 320-point-wide canvas of `height`, with `rows` as its data source and delegate.
func hostedTable(_ style: TableViewStyle, rows: (any TableViewDataSource & TableViewDelegate)?,
                 height: CGFloat = 480) -> (Canvas, TableView) {
    let canvas = Canvas(width: 320, height: height)
    let table = TableView(frame: .zero, style: style)
    table.name = "table"
    canvas.addSubview(table)
    table.snp.makeConstraints { make in make.edges.equalToSuperview() }
    table.dataSource = rows
    table.delegate = rows
    return (canvas, table)
}

/// Small scene files the CLI tests run.
enum Scenes {
    /// A canvas with one box and a centred label.
    static let box = """
        let canvas = Canvas(width: 200, height: 100)
        let box = UIView()
        box.backgroundColor = .systemBlue
        canvas.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 120, height: 60))
        }

        """

    /// Two required widths that cannot both hold, and a view with no horizontal position.
    static let broken = """
        let canvas = Canvas(width: 200, height: 100)
        let box = UIView()
        canvas.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(20)
            make.width.equalTo(100)
            make.width.equalTo(150)
        }
        let loose = UIView()
        canvas.addSubview(loose)
        loose.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }

        """

    /// A file whose call on line 2 is never closed (the parser reports it on line 3).
    static let syntaxError = """
        let canvas = Canvas(width: 200, height: 100)
        let box = UIView(
        canvas.addSubview(box)

        """
}

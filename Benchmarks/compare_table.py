#!/usr/bin/env python3
"""Print kiwisolver and layoutviz benchmark figures side by side.

Usage: python compare_table.py SWIFT_JSON [KIWI_JSON ...] [--native NATIVE_JSON]

Each argument is a file whose last line is a benchmark's JSON object ({"N": {"key": seconds}, ...,
"enaml": {...}}), as printed by layoutviz-solver-bench, kiwi_layout_bench.py and kiwi_enaml_bench.py
(kiwisolver, merged into the "kiwi" columns) and kiwi_native_bench.cpp (native C++ kiwi, the "C++"
columns).  Columns without any file are left out.  A ratio above 1 means layoutviz is faster.  "x10 N"
is layoutviz's time at N divided by its time at N/10, when both were measured.
"""
import json
import math
import sys

ORDER = ["W1_chain_build", "W2_grid_build", "W3_indep_build", "W4a_local_edit+update",
         "W4b_grid_resize+update", "W5_chain_remove_mid", "W5_chain_readd_mid",
         "enaml_build", "enaml_resize"]


def last_json(path):
    """The JSON object on the last non-empty line of `path`."""
    with open(path) as f:
        lines = [line for line in f.read().splitlines() if line.strip()]
    if not lines:
        sys.exit("compare_table.py: %s is empty (did the benchmark fail?)" % path)
    try:
        data = json.loads(lines[-1])
    except ValueError:
        sys.exit("compare_table.py: the last line of %s is not JSON: %r" % (path, lines[-1][:200]))
    if not isinstance(data, dict):
        sys.exit("compare_table.py: the last line of %s is not a JSON object" % path)
    return data


def flatten(data):
    """{(key, group): seconds}, where group is an N as int or "enaml"."""
    out = {}
    for group, figures in data.items():
        g = int(group) if group.isdigit() else group
        for key, seconds in figures.items():
            out[(key, g)] = seconds
    return out


def ms(seconds):
    """Milliseconds with 4 significant digits, or '-'."""
    if seconds is None:
        return "-"
    v = seconds * 1e3
    if v <= 0:
        return "%.4f" % v
    decimals = max(0, 3 - int(math.floor(math.log10(v))))
    return "%.*f" % (decimals, v)


def group_order(group):
    """Sizes in increasing order, then named groups such as "enaml"."""
    return (0, group, "") if isinstance(group, int) else (1, 0, group)


def ratio(a, b, suffix="x"):
    """a / b formatted with 3 significant digits, or '-'."""
    if a is None or b is None or b <= 0:
        return "-"
    r = a / b
    return ("%.3g" % r if r < 1000 else "%.0f" % r) + suffix


def main():
    args = sys.argv[1:]
    native_paths = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "--native"]
    args = [a for i, a in enumerate(args) if a != "--native" and (i == 0 or args[i - 1] != "--native")]
    if not args:
        sys.exit(__doc__.split("\n\n")[1])
    swift = flatten(last_json(args[0]))
    kiwi, native = {}, {}
    for path in args[1:]:
        kiwi.update(flatten(last_json(path)))
    for path in native_paths:
        native.update(flatten(last_json(path)))
    with_kiwi, with_native = len(args) > 1, bool(native_paths)
    keys = sorted({k for k, _ in list(swift) + list(kiwi) + list(native)},
                  key=lambda k: (ORDER.index(k) if k in ORDER else len(ORDER), k))
    header = ["workload", "N"] + (["kiwi ms"] if with_kiwi else []) + (["kiwi C++ ms"] if with_native else [])
    header += ["layoutviz ms"] + (["kiwi/layoutviz"] if with_kiwi else [])
    header += (["C++/layoutviz"] if with_native else []) + ["layoutviz x10 N"]
    rows = []
    for key in keys:
        groups = sorted({g for k, g in list(swift) + list(kiwi) + list(native) if k == key}, key=group_order)
        for g in groups:
            s, k, c = swift.get((key, g)), kiwi.get((key, g)), native.get((key, g))
            growth = ratio(s, swift.get((key, g // 10))) if isinstance(g, int) and g % 10 == 0 else "-"
            row = [key, "111 cns" if g == "enaml" else str(g)] + ([ms(k)] if with_kiwi else [])
            row += ([ms(c)] if with_native else []) + [ms(s)] + ([ratio(k, s)] if with_kiwi else [])
            row += ([ratio(c, s)] if with_native else []) + [growth]
            rows.append(row)
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
    print(line(header))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print(line(r))


if __name__ == "__main__":
    main()

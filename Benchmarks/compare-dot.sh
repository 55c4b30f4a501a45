#!/usr/bin/env bash
# Whole-process timings of the layoutviz CLI, side by side with Graphviz's `dot -Tpng` where there is a
# counterpart, as hyperfine medians:
#   start-up    layoutviz --help; layoutviz frames on the 20-view scene
#   render 20   layoutviz render of a 20-view scene to PNG  vs  dot -Tpng of a 20-node graph
#   render N    layoutviz render of N labelled views with guides (default N: 1000 8000) vs dot on N nodes
#   diff        layoutviz diff of two 2048×2048 PNGs, without and with the composite written (-o)
#
#   Benchmarks/compare-dot.sh [--runs R] [--no-dot-large] [--dynamic-stdlib] [N ...]
#
# Needs hyperfine and graphviz: installed with apt-get when missing (as root, or through sudo -n). Builds
# layoutviz and layoutviz-diff-bench in release (extra flags: SWIFT_BUILD_FLAGS) with the Swift runtime and
# Foundation linked statically (--static-swift-stdlib: nothing of them to load and relocate at every start)
# into an executable at a fixed address (-Xlinker -no-pie: none of its ~125,000 absolute pointers to relocate,
# and the pages holding them stay shared with the file), with concrete generic types' metadata reached through
# accessor functions instead of mangled names (-Xfrontend -disable-concrete-type-metadata-mangled-name-accessors:
# making `[Key: Int]` from its mangled name looks `Key: Hashable` up in all ~11,600 conformance records of the
# executable, ~0.4 M instructions each time, 35 times in a 20-view render; an accessor is handed the conformance
# by the compiler), in .build-static because these flags change every compile command (the first run builds
# everything once); --dynamic-stdlib builds in .build with the default dynamic linking and a
# position-independent executable instead. Inputs are generated into
# a temporary directory (printed at the end, kept): scenes grid-N.swiftlay (N labelled 64×20 views in a
# near-square grid, each placed after its left and upper neighbour with 8-point gaps, so every view has
# size and spacing guides), graph-N.dot (the same grid as N labelled boxes with an edge to the right and
# one down), and the PNG pair of layoutviz-diff-bench's synthetic 2048² screens (`--write-pair`).
# --runs R: hyperfine runs for the small cases (default 21; the N ≥ 1000 renders use 5, dot at 8000
# nodes 3). --no-dot-large: skip dot for N > 20 (dot's layout of thousands of nodes is slow).
# The table gives medians in ms and layoutviz/dot; the last line is JSON of the same medians.
set -Eeuo pipefail

die() { echo "compare-dot.sh: error: $*" >&2; exit 1; }
trap 'echo "compare-dot.sh: error: command failed (exit $?) at line $LINENO: $BASH_COMMAND" >&2' ERR
usage() { sed -n '2,/^set -Eeuo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

runs=21
dot_large=1
static_stdlib=1
sizes=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || die "--runs needs a positive count"; runs="$2"; shift ;;
        --no-dot-large) dot_large=0 ;;
        --dynamic-stdlib) static_stdlib=0 ;;
        -h|--help) usage; exit 0 ;;
        ''|*[!0-9]*) die "unexpected argument '$1' (expected --runs R, --no-dot-large, --dynamic-stdlib or view counts N)" ;;
        *) sizes+=("$1") ;;
    esac
    shift
done
[[ ${#sizes[@]} -gt 0 ]] || sizes=(1000 8000)

benchmarks_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$benchmarks_dir/.." && pwd)"
cd "$repo_root"
read -r -a swift_build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
if [[ $static_stdlib -eq 1 ]]; then
    swift_build_flags=(--static-swift-stdlib -Xlinker -no-pie
                       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
                       --scratch-path "$repo_root/.build-static" "${swift_build_flags[@]}")
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/compare-dot.XXXXXX")"

# --- tools ------------------------------------------------------------------------------------------------
missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v dot >/dev/null || missing+=(graphviz)
command -v python3 >/dev/null || missing+=(python3)
if [[ ${#missing[@]} -gt 0 ]]; then
    if [[ $EUID -eq 0 ]]; then as_root=(); elif sudo -n true 2>/dev/null; then as_root=(sudo -n); else
        die "missing ${missing[*]}; install them: sudo apt-get install ${missing[*]}"
    fi
    echo "== installing ${missing[*]}"
    "${as_root[@]}" apt-get update -qq && "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null \
        || die "apt-get install ${missing[*]} failed"
fi

# --- build ------------------------------------------------------------------------------------------------
echo "== building layoutviz and layoutviz-diff-bench (release)"
swift build -c release --product layoutviz "${swift_build_flags[@]}" >/dev/null
swift build -c release --product layoutviz-diff-bench "${swift_build_flags[@]}" >/dev/null
bin="$(swift build -c release --show-bin-path "${swift_build_flags[@]}")"
layoutviz="$bin/layoutviz"

# --- inputs -----------------------------------------------------------------------------------------------
# grid_scene N: N labelled views, `columns` to a row, each after its left and upper neighbour.
grid_scene() {
    local count=$1 columns=1
    while (( (columns + 1) * (columns + 1) <= count )); do columns=$((columns + 1)); done
    local rows=$(( (count + columns - 1) / columns ))
    cat <<EOF
// $count labelled views in a grid of $columns columns (generated by Benchmarks/compare-dot.sh).
import LayoutScene

let count = $count
let columns = $columns
let canvas = Canvas(width: $((columns * 72 + 8)), height: $((rows * 28 + 8)))
canvas.backgroundColor = .white
var views: [UIView] = []
for index in 0..<count {
    let label = UILabel()
    label.text = "Item \(index)"
    label.font = .systemFont(ofSize: 10)
    label.backgroundColor = UIColor(white: 0.9, alpha: 1)
    canvas.addSubview(label)
    label.snp.makeConstraints { make in
        make.width.equalTo(64)
        make.height.equalTo(20)
        if index % columns == 0 {
            make.leading.equalToSuperview().offset(8)
        } else {
            make.leading.equalTo(views[index - 1].snp.trailing).offset(8)
        }
        if index < columns {
            make.top.equalToSuperview().offset(8)
        } else {
            make.top.equalTo(views[index - columns].snp.bottom).offset(8)
        }
    }
    views.append(label)
}
EOF
}

# grid_graph N: the same grid for dot: labelled boxes, an edge right and an edge down.
grid_graph() {
    local count=$1 columns=1
    while (( (columns + 1) * (columns + 1) <= count )); do columns=$((columns + 1)); done
    echo "digraph grid {"
    echo "  node [shape=box, fontsize=10, style=filled, fillcolor=\"#e6e6e6\"];"
    for (( index = 0; index < count; index++ )); do
        echo "  n$index [label=\"Item $index\"];"
        (( index % columns + 1 < columns && index + 1 < count )) && echo "  n$index -> n$((index + 1));"
        (( index + columns < count )) && echo "  n$index -> n$((index + columns));"
    done
    echo "}"
}

for n in 20 "${sizes[@]}"; do
    grid_scene "$n" > "$work/grid-$n.swiftlay"
    grid_graph "$n" > "$work/graph-$n.dot"
done
"$bin/layoutviz-diff-bench" 2048 --write-pair "$work" >/dev/null
"$layoutviz" render "$work/grid-20.swiftlay" -o "$work/check.png" || die "layoutviz cannot render the 20-view scene"

# --- timings ----------------------------------------------------------------------------------------------
# time KEY RUNS COMMAND: hyperfine's median of COMMAND (exit status ignored: diff exits 1 on differences).
time_case() {
    local key=$1 count=$2
    shift 2
    hyperfine --style none --warmup 1 --runs "$count" -i --export-json "$work/$key.json" "$@" >/dev/null 2>&1 \
        || die "hyperfine failed on: $*"
}

echo "== timing (load: $(cut -d' ' -f1-3 /proc/loadavg))"
time_case help "$runs" "$layoutviz --help"
time_case frames20 "$runs" "$layoutviz frames $work/grid-20.swiftlay"
time_case render20 "$runs" "$layoutviz render $work/grid-20.swiftlay -o $work/out-20.png"
time_case dot20 "$runs" "dot -Tpng $work/graph-20.dot -o $work/dot-20.png"
for n in "${sizes[@]}"; do
    time_case "render$n" 5 "$layoutviz render $work/grid-$n.swiftlay -o $work/out-$n.png"
    if [[ $dot_large -eq 1 ]]; then time_case "dot$n" 3 "dot -Tpng $work/graph-$n.dot -o $work/dot-$n.png"; fi
done
time_case diff "$runs" "$layoutviz diff $work/reference.png $work/actual.png"
time_case diffout "$runs" "$layoutviz diff $work/reference.png $work/actual.png -o $work/composite.png"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$work" "${sizes[@]}" <<'EOF'
import json, sys
work, sizes = sys.argv[1], sys.argv[2:]
def median(key):
    try:
        with open(f"{work}/{key}.json") as f:
            return json.load(f)["results"][0]["median"] * 1000
    except FileNotFoundError:
        return None
rows = [("layoutviz --help", "help", None), ("frames, 20 views", "frames20", None),
        ("render 20 views / dot 20 nodes", "render20", "dot20")]
rows += [(f"render {n} views / dot {n} nodes", f"render{n}", f"dot{n}") for n in sizes]
rows += [("diff 2048² PNGs", "diff", None), ("diff 2048² PNGs -o composite", "diffout", None)]
print(f"{'case':<36} {'layoutviz ms':>12} {'dot ms':>9} {'layoutviz/dot':>14}")
result = {}
for label, key, dot_key in rows:
    ours, theirs = median(key), median(dot_key) if dot_key else None
    ratio = f"{ours / theirs:.2f}" if ours is not None and theirs else ""
    print(f"{label:<36} {ours:>12.1f} {'' if theirs is None else f'{theirs:.1f}':>9} {ratio:>14}")
    result[key] = round(ours, 2)
    if theirs is not None:
        result[dot_key] = round(theirs, 2)
if len(sizes) >= 2 and median(f"render{sizes[0]}") and median(f"render{sizes[-1]}"):
    growth = median(f"render{sizes[-1]}") / median(f"render{sizes[0]}")
    print(f"render growth {sizes[0]} -> {sizes[-1]} views: {growth:.2f}x for {int(sizes[-1]) / int(sizes[0]):g}x the views")
    result["render_growth"] = round(growth, 2)
print(json.dumps(result))
EOF
echo "inputs and hyperfine JSON: $work"

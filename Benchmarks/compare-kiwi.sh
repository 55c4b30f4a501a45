#!/usr/bin/env bash
# Runs the solver benchmark on kiwisolver 1.5.1 and on layoutviz's LayoutSolver with the same N list and
# prints the figures side by side.
#
#   Benchmarks/compare-kiwi.sh [--swift-only] [--cpu-time] [N ...]        (default N: 100 1000)
#
# --cpu-time: every side measures its spans in the thread's CPU time instead of wall time, so that other
# busy processes on the machine do not count (the kiwi reference script is run with time.perf_counter
# replaced by time.thread_time).
# kiwi side: a venv .bench-venv in the repo root (created if missing) with kiwisolver==1.5.1; the reference
# script ../shared/bench/kiwi_layout_bench.py (override: KIWI_LAYOUT_BENCH=path); kiwi's enaml-like form
# from the kiwisolver 1.5.1 sdist, downloaded once into .bench-venv/kiwi-sdist (override:
# KIWI_ENAML_SOURCE=path/to/enaml_like_benchmark.py), timed by Benchmarks/kiwi_enaml_bench.py.
# Native C++ kiwi: Benchmarks/kiwi_native_bench.cpp compiled with the sdist's headers (CXX, default g++, at
# -O2, into .bench-venv) times the enaml form and the W2/W4b grid on the same N list; skipped with a
# note when no C++ compiler is found.
# layoutviz side: swift build -c release --product layoutviz-solver-bench (extra build flags, e.g.
# "--scratch-path .build-bench": SWIFT_BUILD_FLAGS), then the bench on the same N list.
# Other settings: PYTHON (interpreter for the venv, default python3).  Raw outputs are kept in a temp
# directory whose path is printed at the end.
set -Eeuo pipefail

die() { echo "compare-kiwi.sh: error: $*" >&2; exit 1; }
trap 'echo "compare-kiwi.sh: error: command failed (exit $?) at line $LINENO: $BASH_COMMAND" >&2' ERR

usage() { sed -n '2,/^set -Eeuo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

swift_only=0
cpu_time=()
sizes=()
for arg in "$@"; do
    case "$arg" in
        --swift-only) swift_only=1 ;;
        --cpu-time) cpu_time=(--cpu-time) ;;
        -h|--help) usage; exit 0 ;;
        ''|*[!0-9]*) die "unexpected argument '$arg' (expected --swift-only, --cpu-time or view counts N)" ;;
        *) sizes+=("$arg") ;;
    esac
done
[[ ${#sizes[@]} -gt 0 ]] || sizes=(100 1000)

benchmarks_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$benchmarks_dir/.." && pwd)"
cd "$repo_root"

venv="$repo_root/.bench-venv"
kiwi_layout_bench="${KIWI_LAYOUT_BENCH:-$repo_root/../shared/bench/kiwi_layout_bench.py}"
enaml_source="${KIWI_ENAML_SOURCE:-$venv/kiwi-sdist/kiwisolver-1.5.1/benchmarks/enaml_like_benchmark.py}"
read -r -a swift_build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
out_dir="$(mktemp -d "${TMPDIR:-/tmp}/compare-kiwi.XXXXXX")"

# --- kiwi environment -------------------------------------------------------------------------------------
if [[ $swift_only -eq 0 ]]; then
    [[ -f "$kiwi_layout_bench" ]] || die "reference script not found: $kiwi_layout_bench (set KIWI_LAYOUT_BENCH)"
    if [[ ! -x "$venv/bin/python" ]]; then
        python="${PYTHON:-python3}"
        command -v "$python" >/dev/null || die "$python not found (set PYTHON)"
        echo "== creating $venv"
        "$python" -m venv "$venv" || die "could not create the venv (on Debian/Ubuntu: apt-get install python3-venv)"
    fi
    if ! "$venv/bin/python" -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null; then
        echo "== installing kiwisolver==1.5.1 into $venv"
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check kiwisolver==1.5.1 \
            || die "pip install kiwisolver==1.5.1 failed"
    fi
    sdist="$venv/kiwi-sdist/kiwisolver-1.5.1"
    if [[ ! -f "$enaml_source" || ! -f "$sdist/kiwi/kiwi.h" ]]; then
        [[ -z "${KIWI_ENAML_SOURCE:-}" ]] || die "KIWI_ENAML_SOURCE not found: $KIWI_ENAML_SOURCE"
        echo "== downloading the kiwisolver 1.5.1 sdist (for benchmarks/enaml_like_benchmark.py)"
        "$venv/bin/python" -m pip download --quiet --disable-pip-version-check kiwisolver==1.5.1 \
            --no-binary :all: --no-deps -d "$venv/kiwi-sdist" || die "pip download of the kiwisolver sdist failed"
        tar -xzf "$venv/kiwi-sdist/kiwisolver-1.5.1.tar.gz" -C "$venv/kiwi-sdist" \
            kiwisolver-1.5.1/benchmarks kiwisolver-1.5.1/kiwi || die "could not extract the sdist's kiwi/ and benchmarks/"
    fi
    native_bench="$venv/kiwi-native-bench"
    cxx="${CXX:-g++}"
    if ! command -v "$cxx" >/dev/null; then
        echo "== no C++ compiler ($cxx): native kiwi skipped (set CXX, or apt-get install g++)"
        native_bench=""
    elif [[ ! -x "$native_bench" || "$benchmarks_dir/kiwi_native_bench.cpp" -nt "$native_bench" ]]; then
        echo "== $cxx -O2 kiwi_native_bench.cpp (native C++ kiwi 1.5.1)"
        "$cxx" -O2 -std=c++17 -w -I "$sdist" -I "$sdist/benchmarks" "$benchmarks_dir/kiwi_native_bench.cpp" \
            -o "$native_bench" || die "could not compile kiwi_native_bench.cpp"
    fi
fi

# --- layoutviz build --------------------------------------------------------------------------------------
command -v swift >/dev/null || die "swift not found on PATH"
echo "== swift build -c release --product layoutviz-solver-bench ${swift_build_flags[*]}"
swift build -c release --product layoutviz-solver-bench "${swift_build_flags[@]}" || die "swift build failed"
bin_dir="$(swift build -c release --show-bin-path "${swift_build_flags[@]}")"
bench="$bin_dir/layoutviz-solver-bench"
[[ -x "$bench" ]] || die "built binary not found: $bench"

# --- runs -------------------------------------------------------------------------------------------------
# Runs "$@" with its output shown and saved to the file named by the first argument.
run_logged() {
    local log="$1"
    shift
    echo "== $*"
    local status
    set +e
    "$@" | tee "$log"
    status=${PIPESTATUS[0]}
    set -e
    [[ $status -eq 0 ]] || die "'$1' exited with status $status (output: $log)"
}

jsons=("$out_dir/layoutviz.txt")
if [[ $swift_only -eq 0 ]]; then
    if [[ ${#cpu_time[@]} -gt 0 ]]; then
        run_logged "$out_dir/kiwi_layout.txt" "$venv/bin/python" -c 'import runpy, sys, time
time.perf_counter = time.thread_time
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")' "$kiwi_layout_bench" "${sizes[@]}"
    else
        run_logged "$out_dir/kiwi_layout.txt" "$venv/bin/python" "$kiwi_layout_bench" "${sizes[@]}"
    fi
    run_logged "$out_dir/kiwi_enaml.txt" "$venv/bin/python" "$benchmarks_dir/kiwi_enaml_bench.py" "$enaml_source" \
        "${cpu_time[@]}"
    jsons+=("$out_dir/kiwi_layout.txt" "$out_dir/kiwi_enaml.txt")
    if [[ -n "$native_bench" ]]; then
        run_logged "$out_dir/kiwi_native.txt" "$native_bench" "${sizes[@]}" "${cpu_time[@]}"
        jsons+=(--native "$out_dir/kiwi_native.txt")
    fi
fi
run_logged "$out_dir/layoutviz.txt" "$bench" "${sizes[@]}" "${cpu_time[@]}"

echo
echo "== medians (ms, ${cpu_time[*]:-wall time}); kiwi = kiwisolver 1.5.1 (Python), kiwi C++ = native kiwi 1.5.1 -O2;"
echo "   kiwi/layoutviz > 1 means layoutviz is faster; x10 N = layoutviz time at N / at N/10"
python3 "$benchmarks_dir/compare_table.py" "${jsons[@]}"
echo "(raw outputs: $out_dir)"

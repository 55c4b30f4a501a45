#!/usr/bin/env python3
"""Time kiwisolver on kiwi's own enaml-like form, as /work/shared/reference/solver.md section 2 describes.

Usage: python kiwi_enaml_bench.py PATH/TO/enaml_like_benchmark.py [--cpu-time]

The source file ships in the kiwisolver 1.5.1 sdist (benchmarks/enaml_like_benchmark.py).

* enaml_build: the file's text up to `def bench_update_variables` is executed with `import perf`
  removed, its `solver.addEditVariable` calls disabled and its `for c in [...]: solver.addConstraint(c)`
  loop turned into a list `CS`.  Timed span: Solver(), addEditVariable(width, "strong"),
  addEditVariable(height, "strong"), the 111 addConstraint calls, updateVariables().  The solver is
  released outside the span.  Median of each round of 2001 builds; the figure is the median of 3 rounds.
* enaml_resize: the file is executed unmodified with a stand-in for the old `perf` module whose Runner
  warms up with 100 loops, then takes 15 samples of 2000 loops; one loop resizes through the six sizes,
  each 2 suggestValue + 1 updateVariables.  The figure is the median sample divided by 6 (one resize).

With --cpu-time, spans are measured in the thread's CPU time (time.thread_time) instead of wall time.

Prints a human line per figure and, as the last line, {"enaml": {"enaml_build": s, "enaml_resize": s}}.
"""
import gc
import json
import statistics
import sys
import time
import types

BUILD_ROUNDS, BUILD_REPS = 3, 2001
WARM_UP_LOOPS, RESIZE_SAMPLES, LOOPS_PER_SAMPLE = 100, 15, 2000
now = time.perf_counter


def replace_once(text, old, new):
    """`text` with the single occurrence of `old` replaced; fails loudly if the source changed shape."""
    if text.count(old) != 1:
        sys.exit("kiwi_enaml_bench.py: expected exactly one %r in the enaml source" % old)
    return text.replace(old, new)


def load_form(source):
    """Executes the form's construction without a solver and returns (Solver, strength, width, height, CS)."""
    head = source.split("def bench_update_variables")[0]
    head = replace_once(head, "import perf\n", "")
    head = replace_once(head, "solver.addEditVariable(width,", "pass  # solver.addEditVariable(width,")
    head = replace_once(head, "solver.addEditVariable(height,", "pass  # solver.addEditVariable(height,")
    head = replace_once(head, "for c in [", "CS = [")
    head = replace_once(head, "]:\n    solver.addConstraint(c)", "]")
    ns = {}
    exec(compile(head, "enaml_like_benchmark.py (build)", "exec"), ns)
    if len(ns["CS"]) != 111:
        sys.exit("kiwi_enaml_bench.py: expected 111 constraints, found %d" % len(ns["CS"]))
    return ns["Solver"], ns["width"], ns["height"], ns["CS"]


def time_build(source):
    """Median over rounds of the median solver-only build time, in seconds."""
    Solver, width, height, cs = load_form(source)
    medians = []
    for _ in range(BUILD_ROUNDS):
        times = []
        for _ in range(BUILD_REPS):
            t0 = now()
            s = Solver()
            s.addEditVariable(width, "strong")
            s.addEditVariable(height, "strong")
            for c in cs:
                s.addConstraint(c)
            s.updateVariables()
            times.append(now() - t0)
            del s
        medians.append(statistics.median(times))
    return statistics.median(medians)


def time_resize(source):
    """Seconds per resize (2 suggestValue + 1 updateVariables), from the unmodified benchmark file."""
    samples = []

    class Runner:
        def bench_time_func(self, name, func, *args, inner_loops=1):
            func(WARM_UP_LOOPS, *args)
            for _ in range(RESIZE_SAMPLES):
                samples.append(func(LOOPS_PER_SAMPLE, *args) / LOOPS_PER_SAMPLE)

    perf = types.ModuleType("perf")
    perf.perf_counter = now
    perf.Runner = Runner
    sys.modules["perf"] = perf
    exec(compile(source, "enaml_like_benchmark.py", "exec"), {"__name__": "enaml_like_benchmark"})
    if len(samples) != RESIZE_SAMPLES:
        sys.exit("kiwi_enaml_bench.py: the benchmark file did not call Runner.bench_time_func")
    return statistics.median(samples) / 6


def main():
    global now
    args = sys.argv[1:]
    if "--cpu-time" in args:
        args.remove("--cpu-time")
        now = time.thread_time
    if len(args) != 1:
        sys.exit(__doc__.split("\n\n")[1])
    with open(args[0]) as f:
        source = f.read()
    import kiwisolver
    gc.disable()
    print("kiwisolver", kiwisolver.__version__, "python", sys.version.split()[0], "(enaml-like form,",
          "thread CPU time)" if now is time.thread_time else "wall time)")
    build = time_build(source)
    print("enaml    %-24s %12.3f us   (111 constraints + 2 edit variables)" % ("enaml_build", build * 1e6))
    resize = time_resize(source)
    print("enaml    %-24s %12.3f us   (per resize: 2 suggestValue + 1 updateVariables)"
          % ("enaml_resize", resize * 1e6))
    print(json.dumps({"enaml": {"enaml_build": build, "enaml_resize": resize}}))


if __name__ == "__main__":
    main()

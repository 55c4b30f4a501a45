// Native C++ kiwi on the spans that layoutviz-solver-bench times: kiwi's enaml-like form (build and
// resize) and the W2/W4b grid of kiwi_layout_bench.py.
//
//   g++ -O2 -std=c++17 -I SDIST -I SDIST/benchmarks kiwi_native_bench.cpp -o kiwi-native-bench
//   ./kiwi-native-bench [N ...] [--cpu-time]            (default N: 100 1000)
//
// --cpu-time measures spans in the thread's CPU time instead of wall time (for a machine under load).
//
// SDIST is the kiwisolver 1.5.1 source distribution: its headers (kiwi/) and its own benchmark file,
// benchmarks/enaml_like_benchmark.cpp, whose build_solver() creates the form's variables and 111
// constraints and adds them, with the two edit variables. That file is included with its main()
// renamed and its Solver type replaced by FormRecorder (a kiwi Solver that also keeps what was added),
// so the form is kiwi's own text and can be replayed without creating it again.
//
// Spans (medians, seconds):
// * enaml_build: a fresh Solver, the two addEditVariable, the 111 addConstraint and updateVariables(),
//   on constraint objects made before the clock starts (the span layoutviz and the Python figure time).
//   Median of each round of 2001 builds, median of 3 rounds. The same span with build_solver()
//   creating the objects inside it (kiwi's nanobench "building solver") is printed too, not in the JSON.
// * enaml_resize: the six sizes in a cycle, each 2 suggestValue + updateVariables(); 100 warm-up loops,
//   then 15 samples of 2000 loops; the median sample divided by 6 (one resize).
// * W2_grid_build: the adds, addEditVariable(container width, strong), the first suggestValue and
//   updateVariables(); W4b_grid_resize+update: per op, suggestValue + updateVariables() (mean of 60, or
//   12 above N = 1000). 11/5/3 runs by N, as kiwi_layout_bench.py.
//
// The last line printed is JSON: {"N": {"W2_grid_build": s, "W4b_grid_resize+update": s}, ...,
// "enaml": {"enaml_build": s, "enaml_resize": s}}.
#include <kiwi/kiwi.h>
#include <utility>
#include <vector>

// A kiwi Solver that also records the edit variables and constraints added to it, in order.
struct FormRecorder : kiwi::Solver
{
    std::vector<std::pair<kiwi::Variable, double>> edits;
    std::vector<kiwi::Constraint> constraints;

    void addEditVariable(const kiwi::Variable& variable, double strength)
    {
        edits.emplace_back(variable, strength);
        kiwi::Solver::addEditVariable(variable, strength);
    }

    void addConstraint(const kiwi::Constraint& constraint)
    {
        constraints.push_back(constraint);
        kiwi::Solver::addConstraint(constraint);
    }
};

#define Solver FormRecorder
#define main kiwi_enaml_like_benchmark_main
#include "enaml_like_benchmark.cpp"
#undef main
#undef Solver

#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

bool measures_cpu_time = false;

// Seconds on the monotonic clock, or in this thread's CPU time under --cpu-time.
double now()
{
    if (measures_cpu_time) {
        timespec time;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
        return time.tv_sec + time.tv_nsec / 1e9;
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double seconds_since(double start)
{
    return now() - start;
}

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    size_t middle = samples.size() / 2;
    return samples.size() % 2 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
}

// A rectangle of four variables, as in kiwi_layout_bench.py: left = x, right = x + w, top = y, bottom = y + h.
struct View
{
    Variable x, y, w, h;
    explicit View(const std::string& name)
        : x(name + ".x"), y(name + ".y"), w(name + ".w"), h(name + ".h") {}
};

// W2's grid in kiwi_layout_bench.py's order of addition.
struct Grid
{
    View container{"c"};
    std::vector<std::vector<View>> cells;
    std::vector<Constraint> constraints;
    std::vector<double> sizes;

    explicit Grid(int n)
    {
        int k = std::max(1, static_cast<int>(std::lround(std::sqrt(static_cast<double>(n)))));
        for (int r = 0; r < k; ++r) {
            cells.emplace_back();
            for (int q = 0; q < k; ++q)
                cells[r].emplace_back("g" + std::to_string(r) + "_" + std::to_string(q));
        }
        View& c = container;
        constraints = {c.x == 0, c.y == 0, c.w >= 0};
        for (int r = 0; r < k; ++r) {
            std::vector<View>& row = cells[r];
            View& first = row[0];
            constraints.push_back(first.x == c.x + 8);
            if (r > 0)
                constraints.push_back(first.y == cells[r - 1][0].y + cells[r - 1][0].h + 8);
            else
                constraints.push_back(first.y == c.y + 8);
            for (int q = 0; q < k; ++q) {
                View& cell = row[q];
                if (q > 0) {
                    constraints.push_back(cell.x == row[q - 1].x + row[q - 1].w + 8);
                    constraints.push_back(cell.w == first.w);
                    constraints.push_back(cell.y == first.y);
                }
                constraints.push_back((cell.h == 30) | strength::medium);
                constraints.push_back(cell.w >= 0);
            }
            constraints.push_back(row[k - 1].x + row[k - 1].w == c.x + c.w - 8);
        }
        double base = 8 * (k + 1) + 10 * k;
        for (double extra : {0, 100, 200, 300, 400, 500})
            sizes.push_back(base + extra);
    }
};

// Times the grid; returns {build, resize per op} medians and checks the last cell as the script does.
std::pair<double, double> bench_grid(int n)
{
    Grid grid(n);
    int runs = n <= 100 ? 11 : n <= 1000 ? 5 : 3;
    int resizes = n <= 1000 ? 60 : 12;
    std::vector<double> builds, steps;
    for (int run = 0; run < runs; ++run) {
        Solver solver;
        double start = now();
        for (const Constraint& constraint : grid.constraints)
            solver.addConstraint(constraint);
        solver.addEditVariable(grid.container.w, strength::strong);
        solver.suggestValue(grid.container.w, grid.sizes[0]);
        solver.updateVariables();
        builds.push_back(seconds_since(start));
        start = now();
        for (int j = 0; j < resizes; ++j) {
            solver.suggestValue(grid.container.w, grid.sizes[(j + 1) % 6]);
            solver.updateVariables();
        }
        steps.push_back(seconds_since(start) / resizes);
    }
    size_t k = grid.cells.size();
    double expected = (grid.sizes[resizes % 6] - 8.0 * (k + 1)) / k;
    double actual = grid.cells[k - 1][k - 1].w.value();
    if (std::fabs(actual - expected) >= 1e-6) {
        std::fprintf(stderr, "kiwi-native-bench: W4b N=%d: last cell w is %g, expected %g\n", n, actual, expected);
        std::exit(1);
    }
    return {median(builds), median(steps)};
}

// The median of 3 rounds' medians of 2001 timed runs of `build`, which returns the seconds of one build.
template <typename Build>
double median_of_rounds(Build build)
{
    std::vector<double> round_medians;
    for (int round = 0; round < 3; ++round) {
        std::vector<double> builds;
        for (int i = 0; i < 2001; ++i)
            builds.push_back(build());
        round_medians.push_back(median(builds));
    }
    return median(round_medians);
}

// Solver only: the form's objects are recorded once, then added to a fresh Solver inside the span.
double bench_enaml_build()
{
    FormRecorder recorder;
    Variable width("width"), height("height");
    build_solver(recorder, width, height);
    return median_of_rounds([&] {
        Solver solver;
        double start = now();
        for (const auto& edit : recorder.edits)
            solver.addEditVariable(edit.first, edit.second);
        for (const Constraint& constraint : recorder.constraints)
            solver.addConstraint(constraint);
        solver.updateVariables();
        return seconds_since(start);
    });
}

// As kiwi's nanobench "building solver": build_solver() creates the objects inside the span.
double bench_enaml_build_with_objects()
{
    return median_of_rounds([] {
        FormRecorder solver;
        Variable width("width"), height("height");
        double start = now();
        build_solver(solver, width, height);
        solver.updateVariables();
        return seconds_since(start);
    });
}

double bench_enaml_resize()
{
    static const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    FormRecorder solver;  // a kiwi Solver; what it records is not used here
    Variable width("width"), height("height");
    build_solver(solver, width, height);
    auto loops = [&](int count) {
        for (int loop = 0; loop < count; ++loop) {
            for (const auto& size : sizes) {
                solver.suggestValue(width, size[0]);
                solver.suggestValue(height, size[1]);
                solver.updateVariables();
            }
        }
    };
    loops(100);
    std::vector<double> samples;
    for (int sample = 0; sample < 15; ++sample) {
        double start = now();
        loops(2000);
        samples.push_back(seconds_since(start) / 2000);
    }
    if (width.value() != 800 || height.value() != 400) {
        std::fprintf(stderr, "kiwi-native-bench: enaml: window is %g x %g, expected 800 x 400\n",
                     width.value(), height.value());
        std::exit(1);
    }
    return median(samples) / 6;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--cpu-time") == 0) {
            measures_cpu_time = true;
            continue;
        }
        int n = std::atoi(argv[i]);
        if (n < 1) {
            std::fprintf(stderr, "usage: kiwi-native-bench [N ...] [--cpu-time]  (N: positive view counts)\n");
            return 2;
        }
        sizes.push_back(n);
    }
    if (sizes.empty())
        sizes = {100, 1000};
    std::printf("kiwi %s (native C++), median %s seconds per span\n", KIWI_VERSION,
                measures_cpu_time ? "thread CPU" : "wall");
    std::string json = "{";
    for (int n : sizes) {
        std::pair<double, double> grid = bench_grid(n);
        std::printf("N=%-6d %-24s %12.3f ms\nN=%-6d %-24s %12.3f ms   (per op)\n", n, "W2_grid_build",
                    grid.first * 1e3, n, "W4b_grid_resize+update", grid.second * 1e3);
        char entry[160];
        std::snprintf(entry, sizeof entry, "\"%d\": {\"W2_grid_build\": %.9g, \"W4b_grid_resize+update\": %.9g}, ",
                      n, grid.first, grid.second);
        json += entry;
        std::fflush(stdout);
    }
    double build = bench_enaml_build();
    std::printf("enaml    %-24s %12.3f us   (solver only: objects made before the span)\n", "enaml_build", build * 1e6);
    std::printf("enaml    %-24s %12.3f us   (build_solver: objects created in the span; not in the JSON)\n",
                "enaml_build_with_objects", bench_enaml_build_with_objects() * 1e6);
    double resize = bench_enaml_resize();
    std::printf("enaml    %-24s %12.3f us   (per resize: 2 suggestValue + 1 updateVariables)\n", "enaml_resize",
                resize * 1e6);
    char tail[160];
    std::snprintf(tail, sizeof tail, "\"enaml\": {\"enaml_build\": %.9g, \"enaml_resize\": %.9g}}", build, resize);
    std::printf("%s%s\n", json.c_str(), tail);
    return 0;
}

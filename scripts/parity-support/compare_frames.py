#!/usr/bin/env python3
"""Compares the frames a compiled sample printed with the frames the interpreter printed for it.

Usage: compare_frames.py SAMPLE COMPILED_JSON INTERPRETED_JSON
Views are compared in tree order (the compiled scene leaves views unnamed, so names differ); every number must
agree within 1e-6. Prints one line per mismatch, naming the sample and the view, and exits 1 if there is any.
"""
import json
import math
import sys

TOLERANCE = 1e-6


def close(a, b):
    if a is None or b is None:
        return a is None and b is None
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= TOLERANCE


def main():
    sample, compiled_path, interpreted_path = sys.argv[1:4]
    with open(compiled_path) as handle:
        compiled = json.load(handle)["views"]
    with open(interpreted_path) as handle:
        interpreted = json.load(handle)["views"]
    problems = []
    if len(compiled) != len(interpreted):
        problems.append(f"{sample}: the compiled scene has {len(compiled)} views, the interpreted one "
                        f"{len(interpreted)}")
    for index, (ours, theirs) in enumerate(zip(interpreted, compiled)):
        if not all(close(a, b) for a, b in zip(ours["frame"], theirs["frame"])):
            problems.append(f"{sample}: view #{index} '{ours['name']}' (compiled: '{theirs['name']}'): interpreted "
                            f"frame {ours['frame']} != compiled frame {theirs['frame']}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

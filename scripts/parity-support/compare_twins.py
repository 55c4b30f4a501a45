#!/usr/bin/env python3
"""Compares the frames of an Objective-C sample with those of its Swift/SnapKit twin.

Usage: compare_twins.py SAMPLE OBJC_JSON TWIN_JSON (both `layoutviz frames --format json` output)
Views are compared in tree order by name and frame (within 1e-6). Prints one line per mismatch, naming the sample
and the view, and exits 1 if there is any.
"""
import json
import sys

TOLERANCE = 1e-6
FIELDS = ("x", "y", "width", "height")


def main():
    sample, objc_path, twin_path = sys.argv[1:4]
    with open(objc_path) as handle:
        objc = json.load(handle)["views"]
    with open(twin_path) as handle:
        twin = json.load(handle)["views"]
    problems = []
    if len(objc) != len(twin):
        problems.append(f"{sample}: the Objective-C scene has {len(objc)} views, its twin {len(twin)}")
    for ours, theirs in zip(objc, twin):
        if ours["name"] != theirs["name"]:
            problems.append(f"{sample}: view '{ours['name']}' is '{theirs['name']}' in the twin")
        elif any(abs(ours["frame"][field] - theirs["frame"][field]) > TOLERANCE for field in FIELDS):
            problems.append(f"{sample}: '{ours['name']}' is {ours['frame']}, in the twin {theirs['frame']}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

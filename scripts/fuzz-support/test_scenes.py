"""Writes the scenes the tests hold inline (multi-line string literals that add views or constraints) as files, one
per scene, to seed the fuzzer: python3 test_scenes.py TESTS_DIR SEEDS_DIR."""
import hashlib
import pathlib
import re
import sys

LITERAL = re.compile(r'"""\n(.*?)\n\s*"""', re.S)
SCENE_WORDS = ("addSubview", "makeConstraints", "Canvas(", "constraint(", "@implementation")


def main(tests: str, seeds: str) -> None:
    out = pathlib.Path(seeds)
    written = 0
    for path in sorted(pathlib.Path(tests).rglob("*.swift")):
        if "__Snapshots__" in path.parts:
            continue
        for match in LITERAL.finditer(path.read_text(encoding="utf-8", errors="replace")):
            text = match.group(1)
            if "\\(" in text or not any(word in text for word in SCENE_WORDS):
                continue
            lines = text.split("\n")
            indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
            scene = "\n".join(line[indent:] for line in lines) + "\n"
            extension = "m" if "@implementation" in scene else "swiftlay"
            name = hashlib.sha1(scene.encode()).hexdigest()[:12]
            (out / f"test-{name}.{extension}").write_text(scene, encoding="utf-8")
            written += 1
    print(f"fuzz: {written} scenes from the tests", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

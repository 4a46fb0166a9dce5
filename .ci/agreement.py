#!/usr/bin/env python3
"""The corpus verdicts, and their agreement with an independent validator (python-jsonschema).

    .ci/agreement.py CONTRACT_CHECK CORPUS_DIR [BENCH_DIR]

For every corpus family (Schemas/corpus-map.json gives its schema) and every jsonschema-benchmark schema, runs
`contract-check validate --format json --annotate-formats` on the instances and python-jsonschema (format as an
annotation, its default; contract-check asserts formats unless told otherwise) on the same lines, and compares the verdicts line by line. Corpus lines must also get
their expected verdict: every line of a family valid, every line of an `invalid-*` family invalid. Prints one row
per family, the first disagreements in full, and ends with `N passed, N failed` (one per document). Exit 1 on
any disagreement or unexpected verdict.
"""
import json
import os
import subprocess
import sys

import jsonschema
from referencing import Registry, Resource


def ours(check, schema_path, instances_path, extra=()):
    """contract-check's verdict per line of an NDJSON file."""
    out = subprocess.run([check, "validate", "--schema", schema_path, "--annotate-formats", *extra, instances_path, "--format", "json",
                          "--quiet"],
                         capture_output=True, text=True)
    results = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode not in (0, 1):
        raise RuntimeError(f"contract-check exited {out.returncode}: {out.stderr.strip()[:500]}")
    return {r["line"]: r["valid"] for r in results}


def theirs(schema, registry, instances_path):
    """python-jsonschema's verdict per line (1-based), for the lines that are JSON."""
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    validator = cls(schema, registry=registry)
    verdicts = {}
    with open(instances_path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            verdicts[number] = validator.is_valid(json.loads(line))
    return verdicts


def compare(name, mine, other, shown, expected=None):
    """Counts the documents on which both validators agree (and, when `expected` is given, give that verdict)."""
    def right(line, verdict):
        return mine.get(line) == verdict and (expected is None or verdict == expected)
    agree = sum(1 for line, verdict in other.items() if right(line, verdict))
    missing = [line for line in other if line not in mine]
    differ = [line for line, verdict in other.items() if line in mine and not right(line, verdict)]
    status = "OK" if not differ and not missing and other else "DISAGREE" if expected is None else "WRONG"
    print(f"{name:28} {len(other):6} documents  {agree:6} agree  {len(differ) + len(missing):4} differ  {status}")
    for line in (differ + missing)[:3]:
        if shown[0] < 20:
            wanted = "" if expected is None else f", expected {expected}"
            print(f"    line {line}: contract-check {mine.get(line, 'no verdict')}, python-jsonschema {other[line]}{wanted}")
            shown[0] += 1
    return agree, len(differ) + len(missing)


def main():
    check, corpus = sys.argv[1:3]
    bench = sys.argv[3] if len(sys.argv) > 3 else None
    passed = failed = 0
    shown = [0]

    # The bundled contracts, registered by $id, against the corpus.
    resources = []
    for root, _, files in os.walk("Schemas"):
        for file in files:
            if file.endswith(".schema.json") and file != "endpoints.schema.json":
                with open(os.path.join(root, file), encoding="utf-8") as handle:
                    schema = json.load(handle)
                resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    with open("Schemas/corpus-map.json", encoding="utf-8") as handle:
        mapping = json.load(handle)
    print("## corpus against Schemas/")
    for family, uri in sorted(mapping.items()):
        path = os.path.join(corpus, family + ".ndjson")
        schema_file = "Schemas/" + uri.split("https://contracts.local/", 1)[1]
        mine = ours(check, schema_file, path)
        other = theirs(registry.contents(uri), registry, path)
        a, d = compare(family, mine, other, shown, expected=not family.startswith("invalid-"))
        passed += a
        failed += d

    if bench is None or not os.path.isdir(bench):
        print(f"agreement: {passed} passed, {failed} failed")
        return 1 if failed else 0
    print("## jsonschema-benchmark")
    for name in sorted(os.listdir(bench)):
        directory = os.path.join(bench, name)
        schema_file = os.path.join(directory, "schema.json")
        instances = os.path.join(directory, "instances.jsonl")
        if not os.path.isfile(schema_file) or not os.path.isfile(instances):
            continue
        with open(schema_file, encoding="utf-8") as handle:
            schema = json.load(handle)
        try:
            other = theirs(schema, Registry(), instances)
        except Exception as error:  # python-jsonschema cannot run this schema: nothing to compare against
            print(f"{name:28} skipped: python-jsonschema cannot evaluate it ({type(error).__name__}: {str(error)[:120]})")
            continue
        mine = ours(check, schema_file, instances)
        a, d = compare(name, mine, other, shown)
        passed += a
        failed += d

    print(f"agreement: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

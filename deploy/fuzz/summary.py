"""The counts of a fuzz run, from schemathesis's NDJSON report: operations, cases per phase,
the checks that failed and on which operations, seed and time. Usage: summary.py REPORT SECONDS"""

from __future__ import annotations

import collections
import json
import sys


def main(report: str, seconds: str) -> int:
    operations = 0
    seed = "?"
    cases: collections.Counter[str] = collections.Counter()
    failed: set[tuple[str, str]] = set()
    errors: set[tuple[str, str]] = set()
    with open(report, encoding="utf-8") as events:
        for line in events:
            event = json.loads(line)
            kind, body = next(iter(event.items()))
            if kind == "Initialize":
                seed = body.get("seed", "?")
            elif kind == "LoadingFinished":
                operations = body["statistic"]["operations"]["selected"]
            elif kind == "NonFatalError":
                errors.add((body["value"]["type"], body.get("label", "?")))
            elif kind == "ScenarioFinished":
                recorder = body["recorder"]
                cases[body["phase"]] += len(recorder.get("cases", {}))
                for results in recorder.get("checks", {}).values():
                    for result in results:
                        if result["status"] == "failure":
                            failed.add((result["name"], recorder["label"]))
    per_phase = ", ".join(f"{phase} {count}" for phase, count in sorted(cases.items()) if count)
    print(
        f"fuzz: {operations} operations, {sum(cases.values())} cases ({per_phase}), "
        f"{seconds} s, seed {seed}; failed checks: {len(failed)}, errors: {len(errors)}"
    )
    by_check: dict[str, list[str]] = collections.defaultdict(list)
    for check, label in sorted(failed):
        by_check[check].append(label)
    for check, labels in by_check.items():
        print(f"  {check} ({len(labels)}): {', '.join(labels)}")
    for error, label in sorted(errors):
        print(f"  error {error}: {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))

#!/usr/bin/env python3
"""The dependency boundaries of the workspace, checked on `cargo metadata` (the `boundaries`
phase of deploy/test.sh; run alone: python3 deploy/crate-boundaries.py).

Every workspace crate has a row of the workspace crates it may depend on, for every kind of
dependency (normal, build and dev). A service talks to another service only over its gRPC
contract (zrm-proto) or events, never by linking it, and never links the provider simulators
(zrm-sandbox); the gateway links only the contracts and the shared crates. A dependency outside
the row fails, so does a workspace crate without a row, and so does an exception below that no
longer exists (the list only shrinks).
"""

from __future__ import annotations

import json
import subprocess
import sys

SHARED = {"zrm-platform", "zrm-domain", "zrm-providers"}
SERVICE = {"zrm-proto"} | SHARED

ALLOWED: dict[str, set[str]] = {
    # Contracts and shared crates: below every service, so none of them may reach up.
    "zrm-proto": set(),
    "zrm-domain": set(),
    "zrm-platform": {"zrm-proto"},
    # Provider clients (BankID, mail, telephony…); their contract tests run against the
    # simulators, so zrm-sandbox is allowed here (as a dev-dependency: see KIND_LIMITS).
    "zrm-providers": {"zrm-proto", "zrm-platform", "zrm-domain", "zrm-sandbox"},
    # The services.
    "zrm-core": SERVICE,
    "zrm-kdlt": SERVICE,
    "zrm-insurance": SERVICE,
    "zrm-messaging": SERVICE,
    "zrm-notifications": SERVICE,
    "zrm-dialler": SERVICE,
    # The edge: contracts and shared crates only (zrm-providers for the BankID clients of the
    # customers' sign-in).
    "zrm-gateway": SERVICE,
    # The simulators of the external providers: standalone, like the providers they stand for.
    "zrm-sandbox": {"zrm-proto", "zrm-platform", "zrm-domain"},
    # The load generator drives the stack from outside.
    "zrm-bench": {"zrm-proto"},
}

# Dependencies allowed only as dev-dependencies.
DEV_ONLY = {("zrm-providers", "zrm-sandbox")}

# Known violations, each to be removed (the check fails once one is gone from the manifests, so
# the list is kept true): crate, dependency, kind, why.
EXCEPTIONS: dict[tuple[str, str, str], str] = {}


def metadata() -> dict:
    output = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps", "--offline"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(output)


def check(meta: dict) -> tuple[list[str], int, set[tuple[str, str, str]]]:
    members = {package["id"] for package in meta["packages"]} & set(meta["workspace_members"])
    packages = [package for package in meta["packages"] if package["id"] in members]
    names = {package["name"] for package in packages}
    problems: list[str] = []
    seen_exceptions: set[tuple[str, str, str]] = set()
    checked = 0
    for package in sorted(packages, key=lambda package: package["name"]):
        crate = package["name"]
        if crate not in ALLOWED:
            problems.append(f"{crate}: no row in ALLOWED of deploy/crate-boundaries.py")
            continue
        for dependency in package["dependencies"]:
            name, kind = dependency["name"], dependency["kind"] or "normal"
            if name not in names or name == crate:
                continue
            checked += 1
            if (crate, name, kind) in EXCEPTIONS:
                seen_exceptions.add((crate, name, kind))
                continue
            if name not in ALLOWED[crate]:
                problems.append(f"{crate} depends on {name} ({kind}): not allowed")
            elif (crate, name) in DEV_ONLY and kind != "dev":
                problems.append(f"{crate} depends on {name} ({kind}): only as a dev-dependency")
    for stale in sorted(set(EXCEPTIONS) - seen_exceptions):
        problems.append(
            f"exception {stale[0]} -> {stale[1]} ({stale[2]}) no longer exists: remove it"
        )
    return problems, checked, seen_exceptions


def main() -> int:
    meta = metadata()
    problems, checked, exceptions = check(meta)
    crates = len(set(meta["workspace_members"]))
    print(
        f"crate boundaries: {crates} crates, {checked} workspace dependencies checked, "
        f"{len(problems)} violations, {len(exceptions)} known exceptions"
    )
    for crate, name, kind in sorted(exceptions):
        print(f"  known exception: {crate} -> {name} ({kind}): {EXCEPTIONS[(crate, name, kind)]}")
    for problem in problems:
        print(f"  VIOLATION: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

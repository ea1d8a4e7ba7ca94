#!/usr/bin/env bash
# Property-based fuzzing of every operation of the running gateway's /openapi.json with
# schemathesis (deploy/fuzz/README.md): all of its checks plus the error-body check of hooks.py,
# a bounded number of cases per operation. Installs the pinned schemathesis into a venv under the
# build cache when it is missing. Prints the operation and case counts; exits non-zero when any
# check failed.
#
# Environment:
#   ZRM_TEST_GATEWAY_URL, ZRM_TEST_SANDBOX_URL   the stack, as the stack tests get it (else
#                                    ZRM_GATEWAY_URL, ZRM_SANDBOX_URL of deploy/lib/stack.sh)
#   ZRM_FUZZ_EXAMPLES                  generated cases per operation and phase (default 50)
#   ZRM_FUZZ_SEED                      seed (default 20261123, the same cases every run); "random"
#   ZRM_FUZZ_WORKERS                   concurrent workers (default 2)
#   ZRM_CACHE_DIR                      where the venv lives (default /var/cache/zrm)
set -euo pipefail
# shellcheck source=SCRIPTDIR/../lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
# shellcheck source=SCRIPTDIR/../lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

FUZZ_DIR="$ZRM_DEPLOY/fuzz"
setup_cache
VENV="${ZRM_CACHE_DIR:-/var/cache/zrm}/venv"
REPORT_DIR="$ZRM_RUN_DIR/fuzz"
GATEWAY="${ZRM_TEST_GATEWAY_URL:-$ZRM_GATEWAY_URL}"
SANDBOX="${ZRM_TEST_SANDBOX_URL:-$ZRM_SANDBOX_URL}"

# The venv with the pinned schemathesis; (re)installed when missing or of another version.
fuzz_venv() {
    local wanted
    wanted=$(sed -n 's/^schemathesis==//p' "$FUZZ_DIR/requirements.txt")
    if [[ -x "$VENV/bin/schemathesis" ]] &&
        [[ $("$VENV/bin/schemathesis" --version 2>/dev/null) == *" $wanted" ]]; then
        return 0
    fi
    info "installing schemathesis $wanted into $VENV"
    have python3 || die "python3 is needed for the fuzz run"
    mkdir -p "$(dirname "$VENV")"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check \
        -r "$FUZZ_DIR/requirements.txt" -c "$FUZZ_DIR/constraints.txt"
}

main() {
    fuzz_venv
    local seed=${ZRM_FUZZ_SEED:-20261123} seed_args=()
    [[ $seed == random ]] || seed_args=(--seed "$seed")
    mkdir -p "$REPORT_DIR"
    local report="$REPORT_DIR/report.ndjson" start=$SECONDS rc=0
    rm -f "$report"
    info "fuzzing $GATEWAY/openapi.json"
    # From the report directory: schemathesis keeps its cache (earlier failures, replayed first)
    # in .schemathesis/ of the working directory.
    cd "$REPORT_DIR"
    # Every check runs: schemathesis's default is all of them (`max_response_time` needs a
    # limit). `--checks all` is not passed because on the command line it would also override
    # the one per-operation exception of schemathesis.toml.
    SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$FUZZ_DIR" \
        ZRM_FUZZ_GATEWAY_URL="$GATEWAY" ZRM_FUZZ_SANDBOX_URL="$SANDBOX" \
        ZRM_FUZZ_MYPAGES_URL="${ZRM_TEST_MYPAGES_URL:-$ZRM_MYPAGES_URL}" \
        "$VENV/bin/schemathesis" --config-file "$FUZZ_DIR/schemathesis.toml" \
        run "$GATEWAY/openapi.json" \
        --max-examples "${ZRM_FUZZ_EXAMPLES:-50}" \
        --workers "${ZRM_FUZZ_WORKERS:-2}" \
        "${seed_args[@]}" \
        --continue-on-failure \
        --request-timeout 15 \
        --report ndjson --report-ndjson-path "$report" || rc=$?
    "$VENV/bin/python" "$FUZZ_DIR/summary.py" "$report" $((SECONDS - start)) || true
    return "$rc"
}

main "$@"

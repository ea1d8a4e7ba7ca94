#!/usr/bin/env bash
# `just test` (and .ci/run): every check and test of the project, against the real
# PostgreSQL, Redis and RabbitMQ, then against a whole test stack started from the
# debug binaries. Runs every phase even after a failure (a
# phase whose prerequisite failed is skipped), prints a summary with timings and
# exits non-zero when anything failed.
#
# Environment:
#   ZRM_TEST_SKIP="fmt clippy ..."  phase ids to skip (ids are listed in the summary)
#   ZRM_SEED_LEADS                  leads seeded into the test stack (default 1000)
#   ZRM_SEED_CUSTOMERS              customers seeded into the test stack (default 1000)
#   ZRM_SEED_APPLICATIONS           applications seeded into the test stack (default 500)
#   ZRM_SEED_INSURANCES             signed-up insurances seeded into the test stack (default 0)
#   ZRM_CACHE_DIR                   build cache outside the clone (default /var/cache/zrm)
# The test stack is the profile `test` of deploy/lib/stack.sh: every port 100 above the demo's,
# its own databases (zrm_test_*, emptied each run), vhost, Redis key prefix and run directory
# (deploy/.run-test), so a demo that `just up` started keeps running with its data untouched.
set -euo pipefail
export ZRM_PROFILE=test
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"
# shellcheck source=SCRIPTDIR/lib/phases.sh
source "$ZRM_DEPLOY/lib/phases.sh"
# shellcheck source=SCRIPTDIR/lib/broker.sh
source "$ZRM_DEPLOY/lib/broker.sh"

setup_cache
cd "$ZRM_ROOT"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# Integration tests that need the whole stack are test binaries named stack* (the gateway's
# `stack`, tests/stack/), e2e_*
# or full_stack in any crate; they run only in the stack phase. Every cargo command
# enables the feature `full-stack-tests` of each package that declares it (a test
# target may require it), so those binaries are built with the rest, once.
STACK_TESTS='binary(/^(stack|e2e_|full_stack)/)'
BROKER_RESTART='binary(=broker_restart)'

STACK_STARTED=0
on_exit() {
    lanes_stop
    if ((STACK_STARTED)); then
        info "stopping the test stack"
        stack_stop || true
    fi
    # Interrupted during the broker phase: its private node would outlive the run.
    if [[ ${PHASE_RESULT[broker]:-} != ok* ]]; then test_broker_stop || true; fi
}
trap on_exit EXIT
trap 'exit 130' INT TERM

have_nextest() { cargo nextest --version >/dev/null 2>&1; }

# Test binaries named broker_restart, stack* or e2e_* stay out of the first phase.
rust_tests() {
    drop_leftover_test_databases
    if have_nextest; then
        cargo nextest run --workspace "${FEATURES[@]}" --no-fail-fast \
            -E "not ($BROKER_RESTART | $STACK_TESTS)"
    else
        local args
        mapfile -t args < <(cargo_test_target_args)
        cargo test --workspace --no-fail-fast --lib --bins "${args[@]}"
    fi
}

# `--test <name>` for every integration test target except the excluded ones.
cargo_test_target_args() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, re, sys
for pkg in json.load(sys.stdin)["packages"]:
    for t in pkg["targets"]:
        if "test" in t["kind"] and t["name"] != "broker_restart" and not re.match(r"(stack|e2e_|full_stack)", t["name"]):
            print("--test"); print(t["name"])'
}

rust_doc_tests() { cargo test --workspace --doc "${FEATURES[@]}"; }

# The test restarts its broker: a private RabbitMQ node of its own, stopped afterwards.
broker_restart_test() {
    test_broker_start
    local rc=0
    if have_nextest; then
        test_broker_env cargo nextest run --workspace "${FEATURES[@]}" --no-tests=fail \
            -E "$BROKER_RESTART" || rc=$?
    else
        test_broker_env cargo test -p zrm-platform --test broker_restart || rc=$?
    fi
    test_broker_stop
    return "$rc"
}

stack_start_all() {
    # Rate-limit counters and revocations of this run are its own (see proc_env).
    ZRM_REDIS_KEY_PREFIX="zrm:test-$(date +%s)-$$:"
    export ZRM_REDIS_KEY_PREFIX
    # Every stack and browser test signs in from 127.0.0.1, more often than a deployment's
    # per-address limit allows one office (30 per 15 minutes); the per-account limit stays.
    export ZRM_GATEWAY__RATE_LIMIT__LOGIN_PER_ADDRESS=1000
    stack_stop
    stack_reset_test_data
    stack_start_backend debug
    stack_seed debug "${ZRM_SEED_LEADS:-1000}"
    stack_start_frontend
}

# Where the stack and browser tests find the test stack (Rust tests and the fuzz run read
# ZRM_TEST_*, the browser tests ZRM_API_URL and the app URLs).
stack_env() {
    env ZRM_TEST_GATEWAY_URL="$ZRM_GATEWAY_URL" ZRM_TEST_SANDBOX_URL="$ZRM_SANDBOX_URL" \
        ZRM_TEST_MYPAGES_URL="$ZRM_MYPAGES_URL" \
        ZRM_API_URL="$ZRM_GATEWAY_URL" ZRM_SANDBOX_URL="$ZRM_SANDBOX_URL" \
        ZRM_GOCARDLESS_URL="$ZRM_GOCARDLESS_URL" ZRM_VIPPS_URL="$ZRM_VIPPS_URL" \
        ZRM_BACKOFFICE_URL="$ZRM_BACKOFFICE_URL" ZRM_BANK_URL="$ZRM_BANK_URL" \
        ZRM_MYPAGES_URL="$ZRM_MYPAGES_URL" \
        ZRM_CHROMIUM=/usr/bin/chromium "$@"
}

# `--features <pkg>/full-stack-tests` for every package that declares the feature.
stack_test_features() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
for pkg in json.load(sys.stdin)["packages"]:
    if "full-stack-tests" in pkg["features"]:
        print("--features"); print(pkg["name"] + "/full-stack-tests")'
}

stack_api_tests() {
    if have_nextest; then
        stack_env cargo nextest run --workspace "${FEATURES[@]}" --no-fail-fast --no-tests=warn \
            -E "$STACK_TESTS"
    else
        local args
        mapfile -t args < <(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, re, sys
for pkg in json.load(sys.stdin)["packages"]:
    for t in pkg["targets"]:
        if "test" in t["kind"] and re.match(r"(stack|e2e_|full_stack)", t["name"]):
            print("--test"); print(t["name"])')
        if ((${#args[@]})); then
            stack_env cargo test --workspace "${FEATURES[@]}" --no-fail-fast "${args[@]}"
        fi
    fi
}

# The front end's generated API types must be those of the gateway being tested.
api_types_check() {
    local document="$ZRM_RUN_DIR/openapi.json"
    mkdir -p "$ZRM_RUN_DIR"
    "$(bin_dir debug)/zrm-gateway" openapi >"$document"
    frontend_run api:check "$document"
}

browser_tests() { stack_env npm --prefix "$ZRM_FRONTEND" run e2e; }

shell_lint() {
    if ! have shellcheck; then
        warn "shellcheck not installed"
        return 1
    fi
    shellcheck -x "$ZRM_DEPLOY"/*.sh "$ZRM_DEPLOY"/lib/*.sh "$ZRM_DEPLOY"/fuzz/*.sh "$ZRM_ROOT/.ci/run"
}

# The front end's phases: node work, run in a lane beside cargo's (one core each, roughly).
frontend_phases() {
    phase fe-install "frontend install" frontend_install
    phase fe-typecheck "frontend typecheck" --after fe-install frontend_run typecheck
    phase fe-test "frontend unit tests" --after fe-install frontend_run test
    phase fe-build "frontend build" --after fe-install frontend_run build
}

main() {
    # Every cargo command of the run enables the same features, so each crate is built once:
    # a feature set that differs between two commands rebuilds the crates that declare it, the
    # crates above them and every test binary linking them. zrm-platform's `testing` is what the
    # tests' dev-dependencies enable; the debug binaries the stack runs are built with it too (it
    # only adds test helpers; the release and `local` builds leave it out).
    mapfile -t FEATURES < <(stack_test_features)
    FEATURES+=(--features zrm-platform/testing)
    if [[ "${ZRM_INFRA_READY:-0}" == 1 ]]; then
        ok "infrastructure checked by the caller"
    else
        phase infra "infrastructure (install/start)" "$ZRM_DEPLOY/ensure-infra.sh"
    fi
    lane_start frontend frontend_phases
    phase fmt "cargo fmt --check" cargo fmt --all --check
    phase clippy "cargo clippy -D warnings" \
        cargo clippy --workspace --all-targets "${FEATURES[@]}" -- -D warnings
    phase shellcheck "shellcheck deploy scripts" shell_lint
    phase boundaries "crate dependency boundaries" python3 "$ZRM_DEPLOY/crate-boundaries.py"
    phase helm "Helm chart lint/render/validate (offline)" "$ZRM_DEPLOY/helm-check.sh"
    phase rust "Rust tests" rust_tests
    phase doc "Rust doc tests" rust_doc_tests
    phase broker "broker restart test (alone)" broker_restart_test
    # With every target, as the tests were built: the tests' dev-dependencies add features to
    # shared dependencies, and binaries built apart from them would rebuild zrm-platform and
    # every crate above it with the plainer set; built with them, they reuse the tests' build.
    phase build "cargo build (debug bins)" cargo build --workspace --all-targets "${FEATURES[@]}"
    lane_join frontend
    phase api-types "front-end API types match the gateway's document" --after build,fe-install api_types_check
    # Set here, not in the phase's subshell, so the EXIT trap stops the stack.
    STACK_STARTED=1
    phase stack "start the stack (debug)" --after build,fe-build stack_start_all
    phase stack-api "stack API tests" --after stack stack_api_tests
    phase e2e "browser tests" --after stack browser_tests
    # After the suites that read the seeded data: fuzzing creates and reprocesses leads.
    phase fuzz "fuzz every route (schemathesis)" --after stack stack_env "$ZRM_DEPLOY/fuzz/run.sh"
    if [[ ${PHASE_RESULT[stack]} == skipped* ]]; then
        STACK_STARTED=0
    else
        phase stop "stop the stack" stack_stop
        STACK_STARTED=0
    fi
    phase_summary
}

main "$@"

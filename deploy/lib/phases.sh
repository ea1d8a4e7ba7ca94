# shellcheck shell=bash
# Phases of test.sh: each runs in a subshell with errexit, its output shown and
# kept in $ZRM_RUN_DIR/test-logs/<id>.log, its result and time recorded for the
# summary. Sourced after common.sh.

PHASE_IDS=()
declare -A PHASE_NAME=() PHASE_RESULT=() PHASE_SECS=()
ZRM_TEST_LOG_DIR="$ZRM_RUN_DIR/test-logs"

# phase <id> <name> [--after id,id] <command...>
phase() {
    local id=$1 name=$2
    shift 2
    local after=""
    if [[ ${1:-} == --after ]]; then
        after=$2
        shift 2
    fi
    PHASE_IDS+=("$id")
    PHASE_NAME[$id]=$name
    PHASE_SECS[$id]=0
    if [[ " ${ZRM_TEST_SKIP:-} " == *" $id "* ]]; then
        PHASE_RESULT[$id]="skipped (ZRM_TEST_SKIP)"
        info "skipped $id (ZRM_TEST_SKIP)"
        return 0
    fi
    local dep
    for dep in ${after//,/ }; do
        if [[ ${PHASE_RESULT[$dep]:-} != ok ]]; then
            PHASE_RESULT[$id]="skipped (needs $dep)"
            info "skipped $id: $dep did not pass"
            return 0
        fi
    done
    mkdir -p "$ZRM_TEST_LOG_DIR"
    echo
    info "=== $name ($id)"
    local start=$SECONDS rc
    set +e
    (
        set -e
        "$@"
    ) 2>&1 | tee "$ZRM_TEST_LOG_DIR/$id.log"
    rc=${PIPESTATUS[0]}
    set -e
    PHASE_SECS[$id]=$((SECONDS - start))
    if ((rc == 0)); then
        PHASE_RESULT[$id]=ok
        ok "$name ($(fmt_duration "${PHASE_SECS[$id]}"))"
    else
        PHASE_RESULT[$id]="FAILED (exit $rc)"
        info "FAILED: $name, exit code $rc ($(fmt_duration "${PHASE_SECS[$id]}"))"
    fi
}

# Sums nextest's "N tests run: P passed, F failed" lines over the phase logs.
rust_test_counts() {
    cat "$ZRM_TEST_LOG_DIR"/{rust,broker,stack-api}.log 2>/dev/null |
        sed -n 's/.*[0-9]\{1,\} tests\{0,1\} run: \([0-9]\{1,\}\) passed\(, \([0-9]\{1,\}\) failed\)\{0,1\}.*/\1 \3/p' |
        awk '{p += $1; f += ($2 == "" ? 0 : $2)} END {printf "%d passed, %d failed\n", p, f}'
}

phase_summary() {
    local id passed=0 failed=0 skipped=0 total=0
    echo
    info "=== summary"
    printf '\n| phase | id | result | time |\n|---|---|---|---|\n'
    for id in "${PHASE_IDS[@]}"; do
        printf '| %s | %s | %s | %s |\n' "${PHASE_NAME[$id]}" "$id" "${PHASE_RESULT[$id]}" \
            "$(fmt_duration "${PHASE_SECS[$id]}")"
        total=$((total + PHASE_SECS[$id]))
        case ${PHASE_RESULT[$id]} in
        ok) passed=$((passed + 1)) ;;
        FAILED*) failed=$((failed + 1)) ;;
        *) skipped=$((skipped + 1)) ;;
        esac
    done
    printf '\ntotal time %s; logs in %s\n' "$(fmt_duration "$total")" "$ZRM_TEST_LOG_DIR"
    printf 'rust-tests: %s\n' "$(rust_test_counts)"
    printf 'phases: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
    ((failed == 0))
}

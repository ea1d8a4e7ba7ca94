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

# A lane: phases run in the background, one after another, alongside the phases that follow
# it in the main line (the front end's node work beside cargo's). Its phases keep their logs;
# its console output is shown, and its results taken into the summary, when lane_join collects it.
declare -A LANE_PID=()

# lane_start <name> <function that calls phase ...>
lane_start() {
    local name=$1 phases=$2
    mkdir -p "$ZRM_TEST_LOG_DIR"
    info "=== lane $name starts alongside (its output follows when it ends)"
    (
        # The lane's own list, on purpose local to its subshell: lane_join reads its results file.
        # shellcheck disable=SC2030
        PHASE_IDS=()
        "$phases"
        local id
        for id in "${PHASE_IDS[@]}"; do
            printf '%s\t%s\t%s\t%s\n' "$id" "${PHASE_NAME[$id]}" "${PHASE_RESULT[$id]}" \
                "${PHASE_SECS[$id]}"
        done >"$ZRM_TEST_LOG_DIR/lane-$name.results"
    ) >"$ZRM_TEST_LOG_DIR/lane-$name.out" 2>&1 &
    LANE_PID[$name]=$!
}

# lane_join <name>: waits for the lane, shows its output and records its phases.
lane_join() {
    local name=$1 id title result secs
    wait "${LANE_PID[$name]}" || true
    unset "LANE_PID[$name]"
    echo
    info "=== lane $name ended; its output:"
    cat "$ZRM_TEST_LOG_DIR/lane-$name.out"
    while IFS=$'\t' read -r id title result secs; do
        # shellcheck disable=SC2031
        PHASE_IDS+=("$id")
        PHASE_NAME[$id]=$title
        PHASE_RESULT[$id]=$result
        PHASE_SECS[$id]=$secs
    done <"$ZRM_TEST_LOG_DIR/lane-$name.results"
}

# Stops lanes still running (an interrupted run).
lanes_stop() {
    local pid
    for pid in "${LANE_PID[@]}"; do
        pkill -TERM -P "$pid" 2>/dev/null || true
        kill "$pid" 2>/dev/null || true
    done
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
    printf '\nwall time %s (phases add up to %s; lanes overlap); logs in %s\n' \
        "$(fmt_duration "$SECONDS")" "$(fmt_duration "$total")" "$ZRM_TEST_LOG_DIR"
    printf 'rust-tests: %s\n' "$(rust_test_counts)"
    printf 'phases: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
    ((failed == 0))
}

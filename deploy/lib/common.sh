# shellcheck shell=bash
# Shared helpers for the deploy scripts: paths, logging, timing, the build cache.
# Sourced, never executed.

ZRM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ZRM_DEPLOY="$ZRM_ROOT/deploy"
# Two stacks can run side by side: the demo of up.sh (profile `demo`) and the one test.sh starts
# (profile `test`, set by test.sh); each keeps its pids, logs and reports in its own directory.
ZRM_PROFILE="${ZRM_PROFILE:-demo}"
case $ZRM_PROFILE in
demo) ZRM_RUN_DIR="${ZRM_RUN_DIR:-$ZRM_DEPLOY/.run}" ;;
test) ZRM_RUN_DIR="${ZRM_RUN_DIR:-$ZRM_DEPLOY/.run-test}" ;;
*)
    printf 'ZRM_PROFILE=%s: use demo or test\n' "$ZRM_PROFILE" >&2
    exit 2
    ;;
esac
ZRM_LOG_DIR="$ZRM_RUN_DIR/logs"
ZRM_PID_DIR="$ZRM_RUN_DIR/pids"
ZRM_FRONTEND="$ZRM_ROOT/frontend"
export ZRM_PROFILE ZRM_ROOT ZRM_DEPLOY ZRM_RUN_DIR ZRM_LOG_DIR ZRM_PID_DIR ZRM_FRONTEND

if [[ -t 1 ]]; then
    _c_info=$'\e[1;34m' _c_ok=$'\e[1;32m' _c_warn=$'\e[1;33m' _c_err=$'\e[1;31m' _c_off=$'\e[0m'
else
    _c_info='' _c_ok='' _c_warn='' _c_err='' _c_off=''
fi

info() { printf '%s==>%s %s\n' "$_c_info" "$_c_off" "$*"; }
ok() { printf '%s ok%s %s\n' "$_c_ok" "$_c_off" "$*"; }
warn() { printf '%swarn%s %s\n' "$_c_warn" "$_c_off" "$*" >&2; }
err() { printf '%serror%s %s\n' "$_c_err" "$_c_off" "$*" >&2; }
die() {
    err "$*"
    exit 1
}

have() { command -v "$1" >/dev/null 2>&1; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        "$@"
    elif have sudo; then
        sudo "$@"
    else
        die "need root (or sudo) for: $*"
    fi
}

# Polls a command until it succeeds or the timeout (seconds) passes.
# wait_for <seconds> <description> <command...>
wait_for() {
    local timeout=$1 what=$2
    shift 2
    local deadline=$((SECONDS + timeout))
    until "$@" >/dev/null 2>&1; do
        if ((SECONDS >= deadline)); then
            err "timed out after ${timeout}s waiting for $what"
            return 1
        fi
        sleep 0.5
    done
}

# True when something listens on 127.0.0.1:<port>.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# HTTP status of a URL ("000" when nothing answers).
http_status() { curl -s -o /dev/null -m 3 -w '%{http_code}' "$1" 2>/dev/null || true; }
http_ok() { [[ $(http_status "$1") == 200 ]]; }
http_answers() { [[ $(http_status "$1") != 000 ]]; }

# The build cache shared between CI runs on one machine, outside the clone.
# Used when $ZRM_CACHE_DIR (default /var/cache/zrm) exists; CI creates it.
setup_cache() {
    local dir="${ZRM_CACHE_DIR:-/var/cache/zrm}"
    if [[ "${CI:-}" == true && ! -d "$dir" ]]; then
        mkdir -p "$dir" 2>/dev/null || true
    fi
    if [[ -d "$dir" && -w "$dir" ]]; then
        export ZRM_CACHE_DIR="$dir"
        export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$dir/target}"
        export npm_config_cache="${npm_config_cache:-$dir/npm}"
    fi
}

cargo_target_dir() { printf '%s\n' "${CARGO_TARGET_DIR:-$ZRM_ROOT/target}"; }

# Seconds as "1m 23s".
fmt_duration() {
    local s=$1
    if ((s >= 60)); then printf '%dm %02ds' $((s / 60)) $((s % 60)); else printf '%ds' "$s"; fi
}

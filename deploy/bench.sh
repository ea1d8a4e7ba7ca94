#!/usr/bin/env bash
# `just bench [zrm-bench flags]`: benchmarks the running stack (start it with
# `just up`, the release build) from a separate process on loopback, beside raw
# baselines measured in the same run, and writes the table to deploy/.run/bench.md.
# Flags and ZRM_BENCH_* variables: `just bench --help`.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

setup_cache
cd "$ZRM_ROOT"
info "cargo build --release -p zrm-bench"
cargo build --release -p zrm-bench
bench="$(bin_dir release)/zrm-bench"

if [[ " $* " != *" --help "* && " $* " != *" -h "* ]]; then
    http_ok "$ZRM_GATEWAY_URL/readyz" ||
        die "the stack is not ready at $ZRM_GATEWAY_URL/readyz: start it with just up"
    if pid=$(live_pid gateway) && [[ "$(readlink "/proc/$pid/exe" 2>/dev/null)" != */release/* ]]; then
        warn "the running gateway is not a release build: figures will be low (use just up)"
    fi
fi
export ZRM_BENCH_GATEWAY_URL="${ZRM_BENCH_GATEWAY_URL:-$ZRM_GATEWAY_URL}"
export ZRM_BENCH_SANDBOX_URL="${ZRM_BENCH_SANDBOX_URL:-$ZRM_SANDBOX_URL}"
export ZRM_BENCH_OUT="${ZRM_BENCH_OUT:-$ZRM_RUN_DIR/bench.md}"
exec "$bench" "$@"

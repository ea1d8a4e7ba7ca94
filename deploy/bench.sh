#!/usr/bin/env bash
# `just bench [zrm-bench flags]`: builds the fleet as it ships (the release profile, with the
# thin LTO that `just up`'s `local` profile skips to start sooner), restarts the running demo
# stack from those binaries (its data is kept), then benchmarks it from a separate process on
# loopback, beside raw baselines measured in the same run, and writes the table to
# deploy/.run/bench.md. The stack keeps running from the release binaries afterwards.
# Flags and ZRM_BENCH_* variables: `just bench --help`.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

PROFILE=release
setup_cache
cd "$ZRM_ROOT"
info "cargo build --profile $PROFILE --workspace --bins"
cargo build --profile "$PROFILE" --workspace --bins
bench="$(bin_dir "$PROFILE")/zrm-bench"

if [[ " $* " != *" --help "* && " $* " != *" -h "* ]]; then
    http_ok "$ZRM_GATEWAY_URL/readyz" ||
        die "the stack is not ready at $ZRM_GATEWAY_URL/readyz: start it with just up"
    if ! pid=$(live_pid gateway) || [[ "$(readlink "/proc/$pid/exe" 2>/dev/null)" != */$PROFILE/* ]]; then
        info "restarting the stack from the $PROFILE binaries"
        stack_start_backend "$PROFILE" || die "the stack did not start; see $ZRM_LOG_DIR"
        stack_start_frontend || die "the apps did not start; see $(log_file frontend)"
    fi
fi
# The customer scenario measures the register at the size the product is built for (and the
# insurances of the reports scenario are sold to its customers).
customers=${ZRM_BENCH_CUSTOMERS:-1000000}
wanted=${ZRM_BENCH_SCENARIOS:-customers,applications,search,reports}
[[ " $* " == *" --scenarios"* ]] && wanted="$*"
if [[ " $* " != *" --help "* && " $* " != *" -h "* && ( $wanted == *customers* || $wanted == *search* || $wanted == *reports* ) ]]; then
    info "topping the customer register up to $customers customers (ZRM_BENCH_CUSTOMERS)"
    stack_seed_customers "$PROFILE" "$customers"
fi
# The application scenarios (and the bank list, which reads the same applications) measure the
# desk at the size the product is built for.
# The search scenario (h) measures the leads tab at the size the product is built for too.
applications=${ZRM_BENCH_APPLICATIONS:-2000000}
leads=${ZRM_SEED_LEADS:-1000}
[[ $wanted == *search* ]] && leads=${ZRM_BENCH_LEADS:-1000000}
# `bank` as a scenario of its own, not inside `bankid`.
bank_scenario='(^|[ ,=])bank($|[ ,])'
if [[ " $* " != *" --help "* && " $* " != *" -h "* && ( $wanted == *application* || $wanted =~ $bank_scenario || $wanted == *search* ) ]]; then
    info "topping the leads up to $leads and the applications up to $applications (ZRM_BENCH_LEADS, ZRM_BENCH_APPLICATIONS)"
    stack_seed_core "$PROFILE" "$leads" "$applications"
fi
# The reports scenario (l) streams the signups report of every signed-up insurance: a million.
insurances=${ZRM_BENCH_INSURANCES:-1000000}
if [[ " $* " != *" --help "* && " $* " != *" -h "* && $wanted == *reports* ]]; then
    info "topping the signed-up insurances up to $insurances (ZRM_BENCH_INSURANCES)"
    stack_seed_insurance "$PROFILE" "$insurances"
fi
export ZRM_BENCH_INSURANCES="$insurances"
# (l) samples the memory of the stack's gateway and insurance service.
if pid=$(live_pid gateway); then export ZRM_BENCH_GATEWAY_PID="${ZRM_BENCH_GATEWAY_PID:-$pid}"; fi
if pid=$(live_pid insurance); then export ZRM_BENCH_INSURANCE_PID="${ZRM_BENCH_INSURANCE_PID:-$pid}"; fi
export ZRM_BENCH_GATEWAY_URL="${ZRM_BENCH_GATEWAY_URL:-$ZRM_GATEWAY_URL}"
export ZRM_BENCH_SANDBOX_URL="${ZRM_BENCH_SANDBOX_URL:-$ZRM_SANDBOX_URL}"
export ZRM_BENCH_MYPAGES_URL="${ZRM_BENCH_MYPAGES_URL:-$ZRM_MYPAGES_URL}"
export ZRM_BENCH_OUT="${ZRM_BENCH_OUT:-$ZRM_RUN_DIR/bench.md}"
exec "$bench" "$@"

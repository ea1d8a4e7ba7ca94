#!/usr/bin/env bash
# `just up`: installs and starts the infrastructure, builds the binaries (cargo profile `local`:
# release without LTO) and the three apps, starts every process (restarting the ones it started
# before), seeds demo data and prints the URLs and demo logins.
# Environment: ZRM_SEED_LEADS and ZRM_SEED_CUSTOMERS (default 1000 each), ZRM_SEED_APPLICATIONS
# (default 500), ZRM_SEED_INSURANCES (default 300), ZRM_SKIP_BUILD=1 to start what is built.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

"$ZRM_DEPLOY/ensure-infra.sh"
setup_cache
cd "$ZRM_ROOT"

if [[ "${ZRM_SKIP_BUILD:-0}" != 1 ]]; then
    info "cargo build --profile local --workspace --bins"
    cargo build --profile local --workspace --exclude zrm-bench --bins
    frontend_install
    info "npm run build (frontend)"
    frontend_run build
fi

stack_start_backend local || die "the stack did not start; see $ZRM_LOG_DIR"
stack_seed local "${ZRM_SEED_LEADS:-1000}"
stack_start_frontend || die "the apps did not start; see $(log_file frontend)"
print_urls

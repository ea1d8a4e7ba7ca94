#!/usr/bin/env bash
# `just seed [LEADS]`: seeds demo employees and LEADS leads (default 1000) with the
# zrm-core binary built (that of just up first, then release, then debug).
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

setup_cache
for profile in local release debug; do
    if [[ -x "$(bin_dir "$profile")/zrm-core" ]]; then
        stack_seed "$profile" "${1:-${ZRM_SEED_LEADS:-1000}}"
        exit 0
    fi
done
die "zrm-core is not built: run just up (or cargo build --bins) first"

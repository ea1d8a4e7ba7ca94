#!/usr/bin/env bash
# `just status`: which processes of the local stack are running, and the gateway's readiness.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

stack_status
printf '  gateway /readyz: %s\n' "$(curl -s -m 3 "$ZRM_GATEWAY_URL/readyz" || echo 'no answer')"

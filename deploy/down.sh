#!/usr/bin/env bash
# `just down`: stops every process that up.sh (or test.sh) started: SIGTERM to its
# process group, then SIGKILL after $ZRM_STOP_TIMEOUT seconds (default 20).
# PostgreSQL, Redis and RabbitMQ are left running.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/stack.sh
source "$ZRM_DEPLOY/lib/stack.sh"

stack_stop
ok "stack stopped"

# shellcheck shell=bash
# Starting and stopping the local ZRM stack: the six services, the sandbox, the
# gateway and the three apps. Used by up.sh, down.sh and test.sh so the local
# stack and the test stack start the same way. Sourced after common.sh.
#
# Every process runs in its own session (setsid), so its pid is also its process
# group id: stopping it signals the group, which reaches child processes (npm →
# node) and nothing else. Pid files live in $ZRM_PID_DIR, logs in $ZRM_LOG_DIR.

# The profile's ports, databases and broker vhost. The demo (up.sh) uses the services' own
# defaults; the test stack (test.sh) adds 100 to every port and has databases zrm_test_<service>
# and the vhost zrm_test, so it runs beside a demo and leaves the demo's data alone.
case $ZRM_PROFILE in
demo) ZRM_PORT_OFFSET=0 ZRM_DATABASE_PREFIX=zrm_ ZRM_AMQP_VHOST=/ ;;
test) ZRM_PORT_OFFSET=100 ZRM_DATABASE_PREFIX=zrm_test_ ZRM_AMQP_VHOST=zrm_test ;;
esac
port_of() { printf '%d\n' $(($1 + ZRM_PORT_OFFSET)); }

# name | binary | gRPC port | metrics port
ZRM_SERVICES=(
    "core|zrm-core|$(port_of 50051)|$(port_of 9101)"
    "kdlt|zrm-kdlt|$(port_of 50052)|$(port_of 9102)"
    "insurance|zrm-insurance|$(port_of 50053)|$(port_of 9103)"
    "messaging|zrm-messaging|$(port_of 50054)|$(port_of 9104)"
    "notifications|zrm-notifications|$(port_of 50055)|$(port_of 9105)"
    "dialler|zrm-dialler|$(port_of 50056)|$(port_of 9106)"
)
ZRM_GATEWAY_PORT=$(port_of 8080)
ZRM_SANDBOX_PORT=$(port_of 8090)
# GoCardless's and Vipps's simulated APIs at the host root, as their official clients expect.
ZRM_GOCARDLESS_PORT=$(port_of 8091)
ZRM_VIPPS_PORT=$(port_of 8092)
ZRM_SMTP_PORT=$(port_of 2525)
ZRM_GATEWAY_URL="${ZRM_GATEWAY_URL:-http://127.0.0.1:$ZRM_GATEWAY_PORT}"
ZRM_SANDBOX_URL="${ZRM_SANDBOX_URL:-http://127.0.0.1:$ZRM_SANDBOX_PORT}"
ZRM_GOCARDLESS_URL="${ZRM_GOCARDLESS_URL:-http://127.0.0.1:$ZRM_GOCARDLESS_PORT}"
ZRM_VIPPS_URL="${ZRM_VIPPS_URL:-http://127.0.0.1:$ZRM_VIPPS_PORT}"
# The gateway's 46elks webhooks with the credentials 46elks sends as HTTP Basic (the user and
# password of the gateway's config/default.toml, local only).
ZRM_ELKS46_WEBHOOKS="http://46elks:sandbox-46elks-webhook-password@127.0.0.1:$ZRM_GATEWAY_PORT/webhooks/46elks"
# backoffice, mypages, bank
ZRM_APP_PORTS=("$(port_of 3000)" "$(port_of 3001)" "$(port_of 3002)")
ZRM_BACKOFFICE_URL="http://127.0.0.1:${ZRM_APP_PORTS[0]}"
ZRM_MYPAGES_URL="http://127.0.0.1:${ZRM_APP_PORTS[1]}"
ZRM_BANK_URL="http://127.0.0.1:${ZRM_APP_PORTS[2]}"
# Order of stopping: the edge first, then the services, the sandbox last.
ZRM_STOP_ORDER=(frontend gateway core kdlt insurance messaging notifications dialler sandbox)
ZRM_START_TIMEOUT="${ZRM_START_TIMEOUT:-120}"
ZRM_STOP_TIMEOUT="${ZRM_STOP_TIMEOUT:-20}"

# Directory holding the binaries of a cargo profile (release|debug).
bin_dir() { printf '%s/%s\n' "$(cargo_target_dir)" "$1"; }

pid_file() { printf '%s/%s.pid\n' "$ZRM_PID_DIR" "$1"; }
log_file() { printf '%s/%s.log\n' "$ZRM_LOG_DIR" "$1"; }

# The pid recorded for a process, printed only while that process still runs as the
# leader of its own process group (guards against a recycled pid).
live_pid() {
    local file pid pgid
    file=$(pid_file "$1")
    [[ -f "$file" ]] || return 1
    pid=$(head -n 1 "$file")
    [[ "$pid" =~ ^[0-9]+$ ]] || return 1
    kill -0 "$pid" 2>/dev/null || return 1
    pgid=$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')
    [[ "$pgid" == "$pid" ]] || return 1
    printf '%s\n' "$pid"
}

# Who listens on a TCP port (for error messages).
port_owner() { ss -ltnpH "sport = :$1" 2>/dev/null | sed -n 's/.*users:((\(.*\)))/\1/p' | head -n 1; }

stop_proc() {
    local name=$1 pid
    if pid=$(live_pid "$name"); then
        info "stopping $name (pid $pid)"
        kill -TERM -- "-$pid" 2>/dev/null || true
        local deadline=$((SECONDS + ZRM_STOP_TIMEOUT))
        while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
        if kill -0 "$pid" 2>/dev/null; then
            warn "$name did not stop within ${ZRM_STOP_TIMEOUT}s: SIGKILL"
            kill -KILL -- "-$pid" 2>/dev/null || true
        fi
    fi
    rm -f "$(pid_file "$name")"
}

# start_proc <name> <ports...> -- <command...>
# Restarts the process if we started it before; refuses when a port is taken by
# something we did not start.
start_proc() {
    local name=$1
    shift
    local ports=()
    while [[ $1 != -- ]]; do
        ports+=("$1")
        shift
    done
    shift
    stop_proc "$name"
    local port
    for port in "${ports[@]}"; do
        if port_open "$port"; then
            die "port $port (for $name) is taken by a process not started by deploy/: $(port_owner "$port"). Stop it first."
        fi
    done
    mkdir -p "$ZRM_LOG_DIR" "$ZRM_PID_DIR"
    local log
    log=$(log_file "$name")
    [[ -f "$log" ]] && mv -f "$log" "$log.prev"
    printf '# %s started %s: %s\n' "$name" "$(date -Is)" "$*" >"$log"
    setsid "$@" >>"$log" 2>&1 </dev/null &
    printf '%s\n' "$!" >"$(pid_file "$name")"
}

# `env` prefix for a ZRM process: its addresses, database and vhost of the profile, and traces
# when $ZRM_OTLP_ENDPOINT is set (e.g. http://127.0.0.1:4317 with
# deploy/config/otel-collector.yaml running).
proc_env() {
    local name=$1 upper
    upper="ZRM_$(tr '[:lower:]' '[:upper:]' <<<"$name")"
    printf 'env\n'
    if [[ -n "${ZRM_OTLP_ENDPOINT:-}" ]]; then
        printf '%s__TELEMETRY__OTLP_ENDPOINT=%s\n' "$upper" "$ZRM_OTLP_ENDPOINT"
    fi
    # The gateway (sessions, rate counters) and notifications (push channel) share one Redis key
    # prefix; a test run uses its own so counters of earlier runs never leak into it.
    if [[ -n "${ZRM_REDIS_KEY_PREFIX:-}" && ( "$name" == gateway || "$name" == notifications ) ]]; then
        printf '%s__REDIS__KEY_PREFIX=%s\n' "$upper" "$ZRM_REDIS_KEY_PREFIX"
    fi
    case $name in
    sandbox) sandbox_env "$upper" ;;
    gateway) gateway_env "$upper" ;;
    *) service_env "$name" "$upper" ;;
    esac
}

sandbox_env() {
    local upper=$1 app=${ZRM_APP_PORTS[0]} gateway=$ZRM_GATEWAY_PORT
    printf '%s__HTTP__LISTEN=127.0.0.1:%s\n' "$upper" "$ZRM_SANDBOX_PORT"
    printf '%s__SMTP__LISTEN=127.0.0.1:%s\n' "$upper" "$ZRM_SMTP_PORT"
    printf '%s__HTTP__GOCARDLESS_LISTEN=127.0.0.1:%s\n' "$upper" "$ZRM_GOCARDLESS_PORT"
    printf '%s__HTTP__VIPPS_LISTEN=127.0.0.1:%s\n' "$upper" "$ZRM_VIPPS_PORT"
    printf '%s__STAFF_IDP__REDIRECT_URIS=http://127.0.0.1:%s/idp-callback http://localhost:%s/idp-callback\n' \
        "$upper" "$app" "$app"
    printf '%s__BANKID_NO__REDIRECT_URIS=http://127.0.0.1:%s/auth/bankid/no/callback http://localhost:%s/auth/bankid/no/callback\n' \
        "$upper" "$gateway" "$gateway"
    printf '%s__SMS__INBOUND_URL=%s/sms-inbound\n' "$upper" "$ZRM_ELKS46_WEBHOOKS"
    printf '%s__GOCARDLESS__WEBHOOK_URL=http://127.0.0.1:%s/insurance/api/go-cardless-notification/\n' "$upper" "$gateway"
    printf '%s__VIPPS__WEBHOOK_URL=http://127.0.0.1:%s/insurance/api/vipps-notification\n' "$upper" "$gateway"
}

gateway_env() {
    local upper=$1 entry name bin grpc metrics port origins=()
    printf '%s__HTTP__LISTEN=127.0.0.1:%s\n' "$upper" "$ZRM_GATEWAY_PORT"
    for port in "${ZRM_APP_PORTS[@]}"; do origins+=("http://localhost:$port" "http://127.0.0.1:$port"); done
    printf '%s__HTTP__CORS_ORIGINS=%s\n' "$upper" "$(IFS=,; printf '%s' "${origins[*]}")"
    printf '%s__STAFF_IDP__ISSUER=http://127.0.0.1:%s/staff-idp\n' "$upper" "$ZRM_SANDBOX_PORT"
    printf '%s__STAFF_IDP__REDIRECT_URI=http://127.0.0.1:%s/idp-callback\n' "$upper" "${ZRM_APP_PORTS[0]}"
    printf '%s__MY_PAGES__APP_URL_SE=%s\n' "$upper" "$ZRM_MYPAGES_URL"
    printf '%s__MY_PAGES__APP_URL_NO=%s\n' "$upper" "$ZRM_MYPAGES_URL"
    printf '%s__MY_PAGES__BANKID_SE__BASE_URL=http://127.0.0.1:%s/rp/v6.0\n' "$upper" "$ZRM_SANDBOX_PORT"
    printf '%s__MY_PAGES__BANKID_NO_ISSUER=http://127.0.0.1:%s/bankid-no/auth/realms/current\n' "$upper" "$ZRM_SANDBOX_PORT"
    printf '%s__MY_PAGES__BANKID_NO_REDIRECT_URI=http://127.0.0.1:%s/auth/bankid/no/callback\n' "$upper" "$ZRM_GATEWAY_PORT"
    for entry in "${ZRM_SERVICES[@]}"; do
        IFS='|' read -r name bin grpc metrics <<<"$entry"
        printf '%s__SERVICES__%s__URL=http://127.0.0.1:%s\n' "$upper" "$(tr '[:lower:]' '[:upper:]' <<<"$name")" "$grpc"
    done
}

service_env() {
    local service=$1 upper=$2 entry name bin grpc metrics vhost
    for entry in "${ZRM_SERVICES[@]}"; do
        IFS='|' read -r name bin grpc metrics <<<"$entry"
        [[ $name == "$service" ]] && break
    done
    printf '%s__GRPC__LISTEN=127.0.0.1:%s\n' "$upper" "$grpc"
    printf '%s__METRICS__LISTEN=127.0.0.1:%s\n' "$upper" "$metrics"
    printf '%s__DATABASE__URL=postgres://postgres@127.0.0.1:5432/%s%s\n' "$upper" "$ZRM_DATABASE_PREFIX" "$service"
    # Only a service whose settings have an [amqp] section gets one: an unknown key stops it.
    if grep -q '^\[amqp\]' "$ZRM_ROOT/services/$service/config/default.toml"; then
        vhost=$ZRM_AMQP_VHOST
        [[ $vhost == / ]] && vhost=%2f
        printf '%s__AMQP__URL=amqp://guest:guest@127.0.0.1:5672/%s\n' "$upper" "$vhost"
    fi
    case $service in
    core)
        printf '%s__MESSAGING__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50054)"
        printf '%s__KDLT__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50052)"
        printf '%s__VALUATION__BASE_URL=http://127.0.0.1:%s/valuation\n' "$upper" "$ZRM_SANDBOX_PORT"
        printf '%s__INVITATIONS__MY_PAGES_URL=%s\n' "$upper" "$ZRM_MYPAGES_URL"
        printf '%s__INVITATIONS__BANK_PORTAL_URL=%s\n' "$upper" "$ZRM_BANK_URL"
        ;;
    notifications)
        printf '%s__CORE__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50051)"
        ;;
    messaging)
        printf '%s__SMTP__PORT=%s\n' "$upper" "$ZRM_SMTP_PORT"
        printf '%s__SMS__PROVIDER__BASE_URL=http://127.0.0.1:%s/a1\n' "$upper" "$ZRM_SANDBOX_PORT"
        printf '%s__SMS__DELIVERY_REPORT_URL=%s/sms-status\n' "$upper" "$ZRM_ELKS46_WEBHOOKS"
        printf '%s__TEMPLATES__MY_PAGES_URL=%s\n' "$upper" "$ZRM_MYPAGES_URL"
        printf '%s__KDLT__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50052)"
        ;;
    insurance)
        printf '%s__MESSAGING__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50054)"
        printf '%s__KDLT__URL=http://127.0.0.1:%s\n' "$upper" "$(port_of 50052)"
        printf '%s__INSURANCE__MY_PAGES_URL_SE=%s\n' "$upper" "$ZRM_MYPAGES_URL"
        printf '%s__INSURANCE__MY_PAGES_URL_NO=%s\n' "$upper" "$ZRM_MYPAGES_URL"
        printf '%s__INSURANCE__PUBLIC_API_URL=%s\n' "$upper" "$ZRM_GATEWAY_URL"
        printf '%s__GOCARDLESS__BASE_URL=http://127.0.0.1:%s\n' "$upper" "$ZRM_GOCARDLESS_PORT"
        printf '%s__VIPPS__BASE_URL=http://127.0.0.1:%s\n' "$upper" "$ZRM_VIPPS_PORT"
        # Billing's today is the sandbox's billing test clock, which tests and people trying the
        # demo move forward by months; a round every few seconds shows its effect at once.
        printf '%s__INSURANCE__BILLING_CLOCK_URL=http://127.0.0.1:%s/sandbox/billing-clock\n' "$upper" "$ZRM_SANDBOX_PORT"
        printf '%s__INSURANCE__BILLING_ROUND_SECS=%s\n' "$upper" "$([[ $ZRM_PROFILE == test ]] && echo 1 || echo 5)"
        ;;
    kdlt)
        local sandbox=http://127.0.0.1:$ZRM_SANDBOX_PORT
        printf '%s__CREDIT_CHECK__BASE_URL=%s/credit-check\n' "$upper" "$sandbox"
        printf '%s__PEP__BASE_URL=%s/screening\n' "$upper" "$sandbox"
        printf '%s__DEBT_REGISTER__AUTH_URL=%s/nogi\n' "$upper" "$sandbox"
        printf '%s__DEBT_REGISTER__API_URL=%s/nogi\n' "$upper" "$sandbox"
        # The tests see a consent withdrawn at NoGi reach kdlt through the feed within seconds.
        if [[ $ZRM_PROFILE == test ]]; then
            printf '%s__DEBT_REGISTER_JOB__ROUND_SECS=1\n' "$upper"
        fi
        ;;
    esac
}

# The test profile starts from empty databases and an empty vhost every run (the demo's data is
# the user's and is never touched here).
stack_reset_test_data() {
    [[ $ZRM_PROFILE == test ]] || die "stack_reset_test_data is for the test profile only"
    local entry name
    info "dropping the test databases (${ZRM_DATABASE_PREFIX}*) and the vhost $ZRM_AMQP_VHOST"
    for entry in "${ZRM_SERVICES[@]}"; do
        name=${entry%%|*}
        psql -q -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 \
            -c "DROP DATABASE IF EXISTS \"$ZRM_DATABASE_PREFIX$name\" WITH (FORCE)"
    done
    as_root rabbitmqctl -q delete_vhost "$ZRM_AMQP_VHOST" >/dev/null 2>&1 || true
    as_root rabbitmqctl -q add_vhost "$ZRM_AMQP_VHOST"
    as_root rabbitmqctl -q set_permissions -p "$ZRM_AMQP_VHOST" guest '.*' '.*' '.*'
}

# The per-test databases (`zrm_<service>_test_<32 hex>`) that tests left behind (a test that
# failed before its cleanup, a run cut short): dropped before the Rust tests so they do not pile
# up run after run. One still in use (another run's test) refuses the drop and is kept.
drop_leftover_test_databases() {
    local name dropped=0
    while read -r name; do
        [[ -n $name ]] || continue
        if psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS \"$name\"" \
            >/dev/null 2>&1; then
            dropped=$((dropped + 1))
        fi
    done < <(psql -qAt -h 127.0.0.1 -U postgres -d postgres \
        -c "SELECT datname FROM pg_database WHERE datname ~ '^zrm_[a-z]+_test_[0-9a-f]{32}$'")
    info "dropped $dropped databases left by earlier test runs"
}

# Fails with the tail of the log when the process has exited.
proc_alive() {
    local name=$1
    if ! live_pid "$name" >/dev/null; then
        err "$name exited; last lines of $(log_file "$name"):"
        tail -n 40 "$(log_file "$name")" >&2 || true
        return 1
    fi
}

# wait_ready <name> <what> <check command...>: polls while the process lives.
wait_ready() {
    local name=$1 what=$2
    shift 2
    local deadline=$((SECONDS + ZRM_START_TIMEOUT))
    until "$@" >/dev/null 2>&1; do
        proc_alive "$name" || return 1
        if ((SECONDS >= deadline)); then
            err "$name: no $what after ${ZRM_START_TIMEOUT}s; last lines of $(log_file "$name"):"
            tail -n 40 "$(log_file "$name")" >&2 || true
            return 1
        fi
        sleep 0.5
    done
    ok "$name: $what"
}

service_ready() { port_open "$1" && http_ok "http://127.0.0.1:$2/metrics"; }
sandbox_ready() { http_answers "$ZRM_SANDBOX_URL/mail/api/messages" && port_open "$ZRM_SMTP_PORT"; }
apps_ready() {
    local port
    for port in "${ZRM_APP_PORTS[@]}"; do http_ok "http://127.0.0.1:$port/" || return 1; done
}

require_binaries() {
    local dir=$1 bin
    for bin in zrm-sandbox zrm-gateway "${ZRM_SERVICES[@]}"; do
        bin=${bin#*|}
        bin=${bin%%|*}
        [[ -x "$dir/$bin" ]] || die "missing binary $dir/$bin (build first)"
    done
}

# Starts (or restarts) every process from the binaries of a cargo profile and
# waits until each is ready: services answer gRPC and /metrics, the gateway's
# /readyz reports every dependency ok.
stack_start_backend() {
    local profile=$1 dir entry name bin grpc metrics
    dir=$(bin_dir "$profile")
    require_binaries "$dir"
    # Whatever we started before is stopped first, all at once (a restart, not a pile-up).
    stack_stop
    info "starting the stack from $dir"
    local prefix
    mapfile -t prefix < <(proc_env sandbox)
    start_proc sandbox "$ZRM_SANDBOX_PORT" "$ZRM_GOCARDLESS_PORT" "$ZRM_VIPPS_PORT" "$ZRM_SMTP_PORT" -- "${prefix[@]}" "$dir/zrm-sandbox"
    for entry in "${ZRM_SERVICES[@]}"; do
        IFS='|' read -r name bin grpc metrics <<<"$entry"
        mapfile -t prefix < <(proc_env "$name")
        start_proc "$name" "$grpc" "$metrics" -- "${prefix[@]}" "$dir/$bin"
    done
    wait_ready sandbox "HTTP on $ZRM_SANDBOX_PORT ($ZRM_GOCARDLESS_PORT GoCardless, $ZRM_VIPPS_PORT Vipps) and SMTP on $ZRM_SMTP_PORT" sandbox_ready
    for entry in "${ZRM_SERVICES[@]}"; do
        IFS='|' read -r name bin grpc metrics <<<"$entry"
        wait_ready "$name" "gRPC on $grpc and /metrics on $metrics" service_ready "$grpc" "$metrics"
    done
    mapfile -t prefix < <(proc_env gateway)
    start_proc gateway "$ZRM_GATEWAY_PORT" -- "${prefix[@]}" "$dir/zrm-gateway"
    wait_ready gateway "/readyz 200" http_ok "$ZRM_GATEWAY_URL/readyz" || {
        curl -s -m 3 "$ZRM_GATEWAY_URL/readyz" >&2 || true
        return 1
    }
}

stack_seed() {
    local profile=$1 leads=${2:-${ZRM_SEED_LEADS:-1000}} customers=${ZRM_SEED_CUSTOMERS:-1000}
    local applications=${ZRM_SEED_APPLICATIONS:-500}
    # The test stack gets none by default: its tests move the billing test clock on by months,
    # and the billing job would then try, every second, to bill the seeded insurances on mandates
    # the simulators have never issued (each attempt refused, logged and tried again).
    local insurances=${ZRM_SEED_INSURANCES:-$([[ $ZRM_PROFILE == test ]] && echo 0 || echo 300)}
    info "seeding demo data ($leads leads, $customers customers, $applications applications, $insurances insurances)"
    # Customers first: the applications' applicants and the insured are drawn from them; the
    # staff (core) before the insurances they sold.
    stack_seed_customers "$profile" "$customers"
    stack_seed_core "$profile" "$leads" "$applications"
    stack_seed_messaging "$profile"
    stack_seed_insurance "$profile" "$insurances"
}

# Writes the demo's message templates (Swedish and Norwegian SMS and e-mail) whose keys have none.
stack_seed_messaging() {
    local profile=$1 prefix
    mapfile -t prefix < <(proc_env messaging)
    "${prefix[@]}" "$(bin_dir "$profile")/zrm-messaging" seed
}

# Seeds core: the demo staff, <leads> leads and <applications> mortgage applications whose
# applicants are customers sampled from the register (core holds only their ids; 2,000,000
# applications take a few minutes).
stack_seed_core() {
    local profile=$1 leads=$2 applications=$3 prefix ids="$ZRM_RUN_DIR/seed-customer-ids"
    mkdir -p "$ZRM_RUN_DIR"
    psql -qAt -h 127.0.0.1 -U postgres -d "${ZRM_DATABASE_PREFIX}kdlt" -v ON_ERROR_STOP=1 \
        -c "SELECT customer_id FROM customers WHERE erased_at IS NULL ORDER BY random() LIMIT 200000" \
        >"$ids"
    mapfile -t prefix < <(proc_env core)
    "${prefix[@]}" ZRM_SEED_CUSTOMER_IDS="$ids" "$(bin_dir "$profile")/zrm-core" seed \
        --leads "$leads" --applications "$applications"
}

# Tops the signed-up insurances up to <insurances> (COPY; a million take about two minutes with
# the release build), for customers of the register: every customer's id, country, e-mail and phone number
# (insurance keeps the id; the country decides currency, groups and payment provider), sold by
# the staff of core (employees who are not bank partners).
stack_seed_insurance() {
    local profile=$1 insurances=$2 prefix
    local customers="$ZRM_RUN_DIR/seed-insurance-customers" sellers="$ZRM_RUN_DIR/seed-insurance-sellers"
    mkdir -p "$ZRM_RUN_DIR"
    if ((insurances > 0)); then
        psql -qAt -F $'\t' -h 127.0.0.1 -U postgres -d "${ZRM_DATABASE_PREFIX}kdlt" -v ON_ERROR_STOP=1 \
            -c "SELECT customer_id, country, coalesce(email, ''), coalesce(phone_number, '') \
                FROM customers WHERE erased_at IS NULL" >"$customers"
        psql -qAt -h 127.0.0.1 -U postgres -d "${ZRM_DATABASE_PREFIX}core" -v ON_ERROR_STOP=1 \
            -c "SELECT user_id FROM employees WHERE NOT deactivated AND banks = '{}'" >"$sellers"
    else
        : >"$customers"
        : >"$sellers"
    fi
    mapfile -t prefix < <(proc_env insurance)
    "${prefix[@]}" ZRM_SEED_CUSTOMER_IDS="$customers" ZRM_SEED_SELLER_IDS="$sellers" \
        "$(bin_dir "$profile")/zrm-insurance" seed --insurances "$insurances"
}

# Tops the customer register up to <customers> (COPY; a million takes tens of seconds).
stack_seed_customers() {
    local profile=$1 customers=$2 prefix
    mapfile -t prefix < <(proc_env kdlt)
    "${prefix[@]}" "$(bin_dir "$profile")/zrm-kdlt" seed --customers "$customers"
}

stack_start_frontend() {
    [[ -f "$ZRM_FRONTEND/package.json" ]] || die "no frontend at $ZRM_FRONTEND"
    start_proc frontend "${ZRM_APP_PORTS[@]}" -- \
        env ZRM_API_BASE_URL="$ZRM_GATEWAY_URL" ZRM_BACKOFFICE_PORT="${ZRM_APP_PORTS[0]}" \
        ZRM_MYPAGES_PORT="${ZRM_APP_PORTS[1]}" ZRM_BANK_PORT="${ZRM_APP_PORTS[2]}" \
        npm --prefix "$ZRM_FRONTEND" run serve
    wait_ready frontend "apps on ${ZRM_APP_PORTS[*]}" apps_ready
}

# SIGTERM to every process at once (each drains in about 2 s), then waits for all
# and SIGKILLs what is left after $ZRM_STOP_TIMEOUT seconds.
stack_stop() {
    local name pid pids=() names=()
    for name in "${ZRM_STOP_ORDER[@]}"; do
        if pid=$(live_pid "$name"); then
            info "stopping $name (pid $pid)"
            kill -TERM -- "-$pid" 2>/dev/null || true
            pids+=("$pid")
            names+=("$name")
        fi
        rm -f "$(pid_file "$name")"
    done
    local deadline=$((SECONDS + ZRM_STOP_TIMEOUT)) i alive
    while ((SECONDS < deadline)); do
        alive=0
        for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
        ((alive)) || return 0
        sleep 0.2
    done
    for i in "${!pids[@]}"; do
        if kill -0 "${pids[$i]}" 2>/dev/null; then
            warn "${names[$i]} did not stop within ${ZRM_STOP_TIMEOUT}s: SIGKILL"
            kill -KILL -- "-${pids[$i]}" 2>/dev/null || true
        fi
    done
}

stack_status() {
    local name pid
    for name in "${ZRM_STOP_ORDER[@]}"; do
        if pid=$(live_pid "$name"); then
            printf '  %-14s running (pid %s)\n' "$name" "$pid"
        else
            printf '  %-14s stopped\n' "$name"
        fi
    done
}

# npm ci when node_modules is older than package-lock.json. npm rewrites its hidden
# lockfile node_modules/.package-lock.json on every install, so its age tells.
frontend_install() {
    [[ -f "$ZRM_FRONTEND/package.json" ]] || die "no frontend at $ZRM_FRONTEND"
    local lock="$ZRM_FRONTEND/package-lock.json" hidden="$ZRM_FRONTEND/node_modules/.package-lock.json"
    if [[ ! -f "$lock" ]]; then
        info "npm install (frontend; no package-lock.json yet)"
        (cd "$ZRM_FRONTEND" && npm install --no-audit --no-fund)
    elif [[ ! -f "$hidden" || "$lock" -nt "$hidden" ]]; then
        info "npm ci (frontend)"
        (cd "$ZRM_FRONTEND" && npm ci --no-audit --no-fund)
    else
        ok "frontend node_modules up to date"
    fi
}

frontend_run() { (cd "$ZRM_FRONTEND" && npm run --silent "$@"); }

print_urls() {
    cat <<EOF

ZRM is running.

| what | URL |
|---|---|
| Staff app (back office) | $ZRM_BACKOFFICE_URL |
| Customer app (My Pages) | $ZRM_MYPAGES_URL |
| Bank app | $ZRM_BANK_URL |
| Gateway (REST, websocket) | $ZRM_GATEWAY_URL |
| API docs (Swagger UI) | $ZRM_GATEWAY_URL/docs/ (OpenAPI: $ZRM_GATEWAY_URL/openapi.json) |
| Sandbox mail sink (one-time codes) | $ZRM_SANDBOX_URL/mail |

Demo logins (the one-time code arrives in the sandbox mail sink):

| e-mail | password | roles |
|---|---|---|
| admin@zrm.example | demo-admin-1 | admin |
| anna.online@zrm.example | demo-online-1 | online:admin, mortgage:admin |
| erik.sales@zrm.example | demo-sales-1 | (none: plain advisor) |
| maja.team@zrm.example | demo-team-1 | team-lead, zaker:read-sales-stats (the insurance sales report) |
| partner@bank.example | demo-bank-1 | bank partner of SBAB (SE mortgage): bank portal only |
| partner@handelsbanken.example | demo-bank-2 | bank partner of Handelsbanken (SE mortgage): bank portal only |

Logs: $ZRM_LOG_DIR/<name>.log (just logs <name>); stop with: just down
EOF
}

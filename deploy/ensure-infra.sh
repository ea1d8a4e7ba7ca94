#!/usr/bin/env bash
# Makes sure the local infrastructure of the ZRM stack is installed and running:
# the command runner `just`, PostgreSQL (with pgbench), Redis, RabbitMQ, Chromium
# (browser tests) and shellcheck. Installs what is missing from the OS packages
# (Debian/Ubuntu), starts what is stopped, waits until each answers.
# Idempotent: running it again does no harm. It never stops or restarts anything.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

APT_UPDATED=0
apt_install() {
    have apt-get || die "apt-get not found: install $* with your package manager"
    if ((APT_UPDATED == 0)); then
        info "apt-get update"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        APT_UPDATED=1
    fi
    info "apt-get install $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

pg_server_installed() { compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; }

ensure_packages() {
    local missing=()
    have curl || missing+=(curl ca-certificates)
    have python3 || missing+=(python3 python3-venv)
    pg_server_installed || missing+=(postgresql)
    have psql || missing+=(postgresql-client)
    have redis-server || missing+=(redis-server)
    if ! have redis-cli || ! have redis-benchmark; then missing+=(redis-tools); fi
    have rabbitmq-server || missing+=(rabbitmq-server)
    [[ -x /usr/bin/chromium ]] || missing+=(chromium fonts-liberation)
    have shellcheck || missing+=(shellcheck)
    if ((${#missing[@]})); then
        apt_install "${missing[@]}"
    fi
    # pgbench ships with the server package on Debian; older layouts have it in contrib.
    have pgbench || apt_install postgresql-contrib
    have pgbench || warn "pgbench is still missing: the benchmark baselines need it"
}

ensure_just() {
    have just && return 0
    info "installing just (pip install rust-just)"
    local pip_out
    if have python3; then
        if ! pip_out=$(python3 -m pip install --quiet rust-just 2>&1); then
            if grep -q externally-managed <<<"$pip_out"; then
                python3 -m pip install --quiet --break-system-packages rust-just || true
            else
                printf '%s\n' "$pip_out" >&2
            fi
        fi
        if have pyenv; then pyenv rehash 2>/dev/null || true; fi
    fi
    have just && return 0
    if [[ -x "$HOME/.local/bin/just" ]]; then
        warn "just installed in ~/.local/bin, which is not on PATH"
        return 0
    fi
    info "pip route failed; cargo install --locked just"
    cargo install --locked just || warn "could not install just; run the deploy/*.sh scripts directly"
}

pg_version() { find /etc/postgresql -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -V | tail -n 1; }

pg_reachable() { PGCONNECT_TIMEOUT=3 psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; }

ensure_postgres() {
    local ver
    ver=$(pg_version)
    [[ -n "$ver" ]] || die "no PostgreSQL cluster configuration under /etc/postgresql"
    if [[ ! -d "/etc/postgresql/$ver/main" ]]; then
        info "creating PostgreSQL $ver cluster main"
        as_root pg_createcluster "$ver" main
    fi
    if ! pg_isready -q -h 127.0.0.1 -p 5432; then
        info "starting PostgreSQL $ver"
        as_root pg_ctlcluster --skip-systemctl-redirect "$ver" main start
    fi
    wait_for 60 "PostgreSQL on 127.0.0.1:5432" pg_isready -q -h 127.0.0.1 -p 5432
    if ! pg_reachable; then
        # The services connect as postgres over TCP without a password (local
        # development only): trust loopback connections, first rule wins.
        local hba="/etc/postgresql/$ver/main/pg_hba.conf"
        info "enabling trust auth for loopback connections in $hba"
        as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
        as_root pg_ctlcluster --skip-systemctl-redirect "$ver" main reload
        wait_for 20 "PostgreSQL login as postgres" pg_reachable
    fi
    ok "PostgreSQL $ver on 127.0.0.1:5432 ($(psql -h 127.0.0.1 -U postgres -d postgres -tAc 'show server_version'))"
}

redis_ping() { [[ $(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null) == PONG ]]; }

ensure_redis() {
    if ! redis_ping; then
        info "starting Redis"
        as_root mkdir -p /var/lib/redis /var/log/redis
        as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" \
            --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
    fi
    wait_for 30 "Redis on 127.0.0.1:6379" redis_ping
    ok "Redis on 127.0.0.1:6379 ($(redis-cli -h 127.0.0.1 info server | tr -d '\r' | sed -n 's/^redis_version://p'))"
}

rabbit_running() { as_root rabbitmqctl -q status >/dev/null 2>&1; }

ensure_rabbitmq() {
    if ! rabbit_running; then
        info "starting RabbitMQ"
        # -detached returns at once; await_startup blocks until the broker is booted.
        as_root rabbitmq-server -detached >/dev/null 2>&1 || true
        as_root timeout 180 rabbitmqctl -q await_startup ||
            die "RabbitMQ did not start (see /var/log/rabbitmq/)"
    fi
    wait_for 60 "RabbitMQ on 127.0.0.1:5672" port_open 5672
    wait_for 60 "rabbitmqctl status" rabbit_running
    ok "RabbitMQ on 127.0.0.1:5672"
}

# The services' gRPC ports (50051-50056 for the demo, 50151-50156 for the tests) lie inside
# Linux's ephemeral port range, so an outgoing connection of some other process may hold one just
# as a service starts (seen in CI: the test stack's messaging found 50154 taken and never served).
# Reserved ports are never handed out as ephemeral ones. Where /proc/sys is read-only (some
# containers) the collision stays possible and a warning says so.
reserve_stack_ports() {
    local file=/proc/sys/net/ipv4/ip_local_reserved_ports wanted=50051-50056,50151-50156 current
    [[ -r $file ]] || return 0
    current=$(<"$file")
    if [[ ",$current," == *",50051-50056,"* && ",$current," == *",50151-50156,"* ]]; then
        ok "gRPC ports reserved ($current)"
        return 0
    fi
    if as_root sysctl -q -w "net.ipv4.ip_local_reserved_ports=${current:+$current,}$wanted" >/dev/null 2>&1; then
        ok "gRPC ports reserved ($(<"$file"))"
    else
        warn "could not reserve the gRPC ports $wanted (net.ipv4.ip_local_reserved_ports)"
    fi
}

check_toolchains() {
    have cargo || die "cargo not found: install Rust (rustup) first"
    if ! have node || ! have npm; then die "node/npm not found: install Node.js first"; fi
    ok "cargo $(cargo --version | cut -d' ' -f2), node $(node --version), npm $(npm --version)"
}

main() {
    check_toolchains
    ensure_packages
    ensure_just
    ensure_postgres
    ensure_redis
    ensure_rabbitmq
    reserve_stack_ports
    if [[ -x /usr/bin/chromium ]]; then
        ok "Chromium at /usr/bin/chromium"
    else
        warn "/usr/bin/chromium is missing: browser tests cannot run"
    fi
    have just && ok "just $(just --version | cut -d' ' -f2)"
}

main "$@"

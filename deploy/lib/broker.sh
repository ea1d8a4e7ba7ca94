# shellcheck shell=bash
# A private RabbitMQ node for the broker-restart test: the test stops and starts its broker, and
# doing that to the shared broker would cut every running stack (a demo's too) off its events.
# The node runs from the installed RabbitMQ with its own name, port, data and log directories
# under $ZRM_RUN_DIR/broker, no plugins, and the cookie of the system's node (so the packaged
# rabbitmqctl, which runs as the rabbitmq user, can reach it). Sourced after common.sh.

ZRM_TEST_BROKER_NODE="${ZRM_TEST_BROKER_NODE:-zrm-test-broker@localhost}"
ZRM_TEST_BROKER_PORT="${ZRM_TEST_BROKER_PORT:-5772}"
ZRM_TEST_BROKER_DIR="$ZRM_RUN_DIR/broker"
RABBITMQ_LIB_BIN=/usr/lib/rabbitmq/bin

test_broker_ctl() { as_root rabbitmqctl -q -n "$ZRM_TEST_BROKER_NODE" "$@"; }

test_broker_running() { test_broker_ctl await_startup --timeout 1 >/dev/null 2>&1; }

# Starts the node (a clean one: the data of an earlier run is removed) and waits until it serves.
test_broker_start() {
    [[ -x "$RABBITMQ_LIB_BIN/rabbitmq-server" ]] ||
        die "RabbitMQ's server scripts are not at $RABBITMQ_LIB_BIN (install rabbitmq-server)"
    test_broker_stop
    if port_open "$ZRM_TEST_BROKER_PORT"; then
        die "port $ZRM_TEST_BROKER_PORT (private test broker) is taken: $(port_owner "$ZRM_TEST_BROKER_PORT")"
    fi
    local dir=$ZRM_TEST_BROKER_DIR
    rm -rf "$dir"
    mkdir -p "$dir/mnesia" "$dir/log"
    printf '[].\n' >"$dir/enabled_plugins"
    printf 'listeners.tcp.local = 127.0.0.1:%s\n' "$ZRM_TEST_BROKER_PORT" >"$dir/rabbitmq.conf"
    : >"$dir/rabbitmq-env.conf"
    info "starting the private test broker $ZRM_TEST_BROKER_NODE on 127.0.0.1:$ZRM_TEST_BROKER_PORT"
    # The packaged wrapper would switch to the rabbitmq user and drop this environment, so the
    # server script is started directly, as root, with the rabbitmq user's home (its cookie).
    as_root env HOME=/var/lib/rabbitmq \
        RABBITMQ_NODENAME="$ZRM_TEST_BROKER_NODE" \
        RABBITMQ_CONF_ENV_FILE="$dir/rabbitmq-env.conf" \
        RABBITMQ_CONFIG_FILE="$dir/rabbitmq.conf" \
        RABBITMQ_ENABLED_PLUGINS_FILE="$dir/enabled_plugins" \
        RABBITMQ_MNESIA_BASE="$dir/mnesia" \
        RABBITMQ_LOG_BASE="$dir/log" \
        RABBITMQ_PID_FILE="$dir/pid" \
        RABBITMQ_DIST_PORT=$((ZRM_TEST_BROKER_PORT + 20000)) \
        ERL_EPMD_ADDRESS=127.0.0.1 \
        ERL_FLAGS="-kernel inet_dist_use_interface {127,0,0,1}" \
        "$RABBITMQ_LIB_BIN/rabbitmq-server" -detached
    # await_startup answers at once while the node has not registered yet, so poll it.
    wait_for 120 "the private test broker" test_broker_running || {
        tail -n 30 "$dir/log/$ZRM_TEST_BROKER_NODE.log" >&2 2>/dev/null || true
        return 1
    }
    ok "private test broker ready"
}

test_broker_stop() {
    if test_broker_ctl ping >/dev/null 2>&1; then
        info "stopping the private test broker"
        test_broker_ctl stop >/dev/null 2>&1 || true
    fi
}

# The environment that aims the test suite's RabbitMQ helpers at the private node.
test_broker_env() {
    env ZRM_TEST_RABBITMQ_NODE="$ZRM_TEST_BROKER_NODE" \
        ZRM_TEST_AMQP_SERVER="amqp://guest:guest@127.0.0.1:$ZRM_TEST_BROKER_PORT" "$@"
}

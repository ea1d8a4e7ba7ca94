# ZRM entry points. `just --list` shows them; the scripts live in deploy/.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Install/start infra, build, start every process, seed, print URLs and logins
up:
    ./deploy/up.sh

# Stop every process that `just up` / `just test` started
down:
    ./deploy/down.sh

# Run every check and test (what CI runs)
test:
    ./deploy/test.sh

# Benchmark the running stack (`just up` first) against raw baselines
bench *ARGS:
    ./deploy/bench.sh {{ARGS}}

# Seed demo data into the running stack's databases (LEADS leads)
seed LEADS="1000":
    ./deploy/seed.sh {{LEADS}}

# Follow the log of one process of the demo (core, gateway, sandbox, frontend, ...)
logs NAME:
    tail -n 200 -F deploy/.run/logs/{{NAME}}.log

# Follow the log of one process of the test stack that `just test` runs
test-logs NAME:
    tail -n 200 -F deploy/.run-test/logs/{{NAME}}.log

# Which processes of the stack are running
status:
    ./deploy/status.sh

# Format the Rust code
fmt:
    cargo fmt --all

# Lints: rustfmt check, clippy, shellcheck, frontend typecheck
lint:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets --features zrm-gateway/full-stack-tests -- -D warnings
    shellcheck -x deploy/*.sh deploy/lib/*.sh deploy/fuzz/*.sh .ci/run
    npm --prefix frontend run typecheck

# Lint, render and validate the Helm chart offline
helm-check:
    ./deploy/helm-check.sh

# Install and start PostgreSQL, Redis, RabbitMQ (and tools) if missing
infra:
    ./deploy/ensure-infra.sh

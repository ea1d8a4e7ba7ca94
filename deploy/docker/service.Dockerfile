# One image per Rust process: docker build -f deploy/docker/service.Dockerfile \
#   --build-arg COMPONENT=core -t zrm-core:0.1.0 .
# COMPONENT is core, kdlt, insurance, messaging, notifications, dialler, gateway or sandbox
# (the binary is zrm-<COMPONENT>). Not built in CI here (no Docker engine on these machines).
ARG RUST_VERSION=1.95.0

FROM rust:${RUST_VERSION}-bookworm AS build
ARG COMPONENT
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin "zrm-${COMPONENT}" \
    && install -D "target/release/zrm-${COMPONENT}" /out/zrm

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin zrm
COPY --from=build /out/zrm /usr/local/bin/zrm
USER 10001:10001
ENTRYPOINT ["/usr/local/bin/zrm"]

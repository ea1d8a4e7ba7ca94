# The three web apps in one image; the chart runs `node scripts/serve.mjs <app>` per Deployment:
#   docker build -f deploy/docker/frontend.Dockerfile -t zrm-frontend:0.1.0 .
# Not built in CI here (no Docker engine on these machines). The static server (sirv) is a
# dev dependency, so the image keeps node_modules as installed.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY frontend/ ./
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build --chown=10001:10001 /app /app
USER 10001:10001
ENV ZRM_SERVE_HOST=0.0.0.0
ENTRYPOINT []
CMD ["node", "scripts/serve.mjs"]

# The container image packages the release (docs/deploy.md, decision 044) and nothing else: the
# build stage runs `npm run release`, the runtime stage installs the release's production
# dependencies and runs the compiled server as an unprivileged user. e2e/release.spec.ts runs the
# same steps (release, `npm install --omit=dev`, start) in an empty folder on every CI run.

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY scripts/check-node.mjs scripts/check-node.mjs
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run release -- /release

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /release/ ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /readyz: the database answers (and the job queue is readable).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 (not npm): it receives SIGTERM and drains in-flight requests (README, Operations).
CMD ["node", "--enable-source-maps", "dist/node/main.js"]

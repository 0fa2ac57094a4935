# syntax=docker/dockerfile:1
# Image of one Voltdesk Koa service; one file for the four, the service named by WORKSPACE. Build from the
# repository root (the context is the whole monorepo, trimmed by the root .dockerignore):
#   docker build -f infra/docker/service.Dockerfile --build-arg WORKSPACE=svc-auth --build-arg PORT=4001 \
#     -t voltdesk/svc-auth:<tag> .
# `npm run images -w infra/k8s` passes both from the table of deployables (infra/k8s/src/units.ts). The
# base image is the one pinned in infra/k8s/src/versions.ts (a test keeps the two equal).
ARG NODE_IMAGE=node:22-bookworm-slim
# The service's workspace (svc-auth, svc-content, svc-pos, svc-notify) and the port it listens on.
ARG WORKSPACE
ARG PORT

# 1. Only the manifests: the dependency layers below are rebuilt when a package.json or the lock
#    changes, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /out/ \;

# 2. Build: every dependency of the workspace (and the root's TypeScript), then the libraries it uses
#    and the service. In production the libs resolve to their dist/ (the `default` export condition).
FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
ARG PORT
RUN test -n "${WORKSPACE}" && test -n "${PORT}" \
 || { echo 'build with --build-arg WORKSPACE=svc-<name> --build-arg PORT=<port>' >&2; exit 1; }
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --include-workspace-root --no-audit --no-fund
COPY . .
RUN npm run build -w libs/contracts \
 && npm run build -w libs/service-kit \
 && npm run build -w "${WORKSPACE}"

# 3. Production dependencies only.
FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --omit=dev --no-audit --no-fund

# 4. Run: compiled code and production dependencies, as the unprivileged `node` user (uid 1000).
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=root:root /app/ ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
CMD ["node", "dist/main.js"]

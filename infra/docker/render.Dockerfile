# syntax=docker/dockerfile:1
# Image of the render server (infra/render, `node dist/main.mjs`), the second container of the shell's pod:
# its bundle (React and every library bundled in: no node_modules) and the shell's build, whose index.html
# is every page's template, in the repository's layout (WORKDIR /app/infra/render, SHELL_DIST
# ../../shell/dist). Build from the repository root:
#   docker build -f infra/docker/render.Dockerfile -t voltdesk/shell-render:<tag> .
# `npm run images -w infra/k8s` builds it with the shell's image. The base image is the one pinned in
# infra/k8s/src/versions.ts.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /out/ \;

FROM ${NODE_IMAGE} AS build
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /out/ ./
# Dev dependencies included: the bundlers are some (NODE_ENV only selects the production builds).
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w shell -w infra/render --include-workspace-root --include=dev --no-audit --no-fund
COPY . .
RUN npm run build -w shell && npm run build -w infra/render

# Run as the pod's unprivileged user (the shell's pod runs as uid 101); the files are read-only to it.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app/infra/render
COPY --from=build /app/infra/render/dist/ ./dist/
COPY --from=build /app/shell/dist/ /app/shell/dist/
USER 101
EXPOSE 8081
CMD ["node", "dist/main.mjs"]

# syntax=docker/dockerfile:1
# Image of one Voltdesk front-end bundle: its static build behind an unprivileged nginx (uid 101, port
# 8080). Build from the repository root (trimmed by the root .dockerignore):
#   docker build -f mfe-site/Dockerfile -t voltdesk/mfe-site:<tag> .
# shell/Dockerfile and mfe-*/Dockerfile are generated from this template (`npm run generate -w infra/k8s`).
# The base images come from infra/k8s/src/versions.ts.
ARG NODE_IMAGE=@NODE_IMAGE@
ARG NGINX_IMAGE=@NGINX_IMAGE@

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /out/ \;

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE=@WORKSPACE@
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /out/ ./
# Dev dependencies included: the bundler is one (NODE_ENV only selects the production build).
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --include-workspace-root --include=dev --no-audit --no-fund
COPY . .
RUN npm run build -w "${WORKSPACE}"

FROM ${NGINX_IMAGE} AS runtime
ARG WORKSPACE=@WORKSPACE@
# The release (the image tag, `npm run images` passes it): a remote's files live under
# /remotes/<name>/<release>/, so two releases never serve different files under one path.
ARG RELEASE=dev
COPY infra/docker/nginx-spa.conf /etc/nginx/conf.d/default.conf
# The shell is served at `/`, a remote under `/remotes/<name>/<release>/` (its publicPath is `auto`), so
# the Ingress passes paths through unchanged.
COPY --from=build /app/${WORKSPACE}/dist @MOUNT@
USER 101
EXPOSE 8080

# syntax=docker/dockerfile:1
# Image of one Voltdesk front-end bundle (the shell or a remote, named by WORKSPACE): its static build
# behind an unprivileged nginx (uid 101, port 8080). Build from the repository root (trimmed by the root
# .dockerignore):
#   docker build -f infra/docker/web.Dockerfile --build-arg WORKSPACE=mfe-site --build-arg RELEASE=<tag> \
#     -t voltdesk/mfe-site:<tag> .
# `npm run images -w infra/k8s` passes both. The base images are the ones pinned in
# infra/k8s/src/versions.ts (a test keeps them equal).
ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
# `shell` or `mfe-<remote>` (the remote's Module Federation name: mfe-site is served as `site`).
ARG WORKSPACE

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -mindepth 2 -maxdepth 3 -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /out/ \;

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /out/ ./
# Dev dependencies included: the bundler is one (NODE_ENV only selects the production build).
RUN --mount=type=cache,target=/root/.npm \
    npm ci -w "${WORKSPACE}" --include-workspace-root --include=dev --no-audit --no-fund
COPY . .
RUN npm run build -w "${WORKSPACE}"
# The release (the image tag, `npm run images` passes it): a remote's files live under
# /remotes/<name>/<release>/, so two releases never serve different files under one path. Declared after
# the bundle is built, so a new release reuses the cached build. The shell is served at `/`, a remote
# under `/remotes/<name>/<release>/` (its publicPath is `auto`), so the Ingress passes paths through
# unchanged; /site is the nginx root as it will be.
ARG RELEASE=dev
RUN case "${WORKSPACE}" in \
      shell) root=/site ;; \
      mfe-?*) root="/site/remotes/${WORKSPACE#mfe-}/${RELEASE}" ;; \
      *) echo "WORKSPACE must be shell or mfe-<remote>, not '${WORKSPACE}'" >&2; exit 1 ;; \
    esac \
 && mkdir -p "$(dirname "${root}")" && cp -r "${WORKSPACE}/dist" "${root}"

FROM ${NGINX_IMAGE} AS runtime
COPY infra/docker/nginx-spa.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/ /usr/share/nginx/html/
USER 101
EXPOSE 8080

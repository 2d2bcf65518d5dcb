# syntax=docker/dockerfile:1
# Three stages: dependencies, build, runtime. tests/production/recipe.test.ts replays every RUN line below
# (and the HEALTHCHECK) in a clean copy of the repository, since no Docker engine runs where CI does, then copies
# what the runtime stage's COPY lines name into a folder of its own and runs the server from there.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# IMAGE_VARIANTS=full: every image variant at full quality (npm start's draft encoding never reaches an image).
RUN IMAGE_VARIANTS=full npm run build
# Only what dist/server and dist/ssr import (the staff panel's packages are devDependencies: Vite bundled them),
# without the build's caches of image variants and the prospectus.
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/.cache node_modules/.vite
RUN mkdir -p data

FROM node:24-bookworm-slim AS runtime
ARG VERSION=dev
ARG REVISION=unknown
LABEL org.opencontainers.image.title="skyline-site" \
  org.opencontainers.image.description="Skyline Institute: public site, staff panel and admissions API" \
  org.opencontainers.image.vendor="Skyline Institute" \
  org.opencontainers.image.version="${VERSION}" \
  org.opencontainers.image.revision="${REVISION}" \
  org.opencontainers.image.base.name="docker.io/library/node:24-bookworm-slim"
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The code belongs to root and is only readable by the node user, so the app cannot rewrite itself; data/ (the
# embedded database, only with EMBEDDED_DATABASE=1) is the one folder it may write.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build --chown=node:node /app/data ./data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself; server/main.ts then finishes in-flight requests and exits.
CMD ["node", "dist/server/main.js"]

# syntax=docker/dockerfile:1
# Three stages: dependencies, build, runtime. tests/production/recipe.test.ts replays every RUN line below
# (and the HEALTHCHECK) in a clean copy of the repository, since no Docker engine runs where CI does.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
RUN mkdir -p data

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/data ./data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself; server/main.ts then finishes in-flight requests and exits.
CMD ["node", "dist/server/main.js"]

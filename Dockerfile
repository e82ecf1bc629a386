# syntax=docker/dockerfile:1
# The Tracker console in one image: the API server serving the built web app.
#   docker build -t tracker-console .
#   docker run -p 3000:3000 -v tracker-data:/data tracker-console            # embedded PGlite in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... tracker-console   # a PostgreSQL server

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is cached until they change.
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY cli/package.json cli/
COPY tests/package.json tests/
RUN npm ci
COPY tsconfig.json ./
COPY core core
COPY server server
COPY web web
# The image has its own Node 24: the Node package npm brings for machines without one goes with the
# development dependencies.
RUN npm run build -w @tracker/web && npm run build -w @tracker/server \
 && npm prune --omit=dev \
 && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM node:24-bookworm-slim
# No demo data (its staff admins among it) unless asked: docker run -e TRACKER_DEMO_DATA=true ...
ENV NODE_ENV=production \
    TRACKER_DEMO_DATA=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    TRACKER_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/web/dist web/dist
# The embedded database's files; unused when DATABASE_URL points at PostgreSQL.
RUN mkdir /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Mail in (SMTP); forward port 25 of the registration domains' MX host to it.
EXPOSE 2525
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]

# syntax=docker/dockerfile:1
# The site image: the built shell and remotes with the shell's server, which serves any one of
# them (`node shell/dist-server/server.js <app>`). Build it from the repository root:
#   docker build -f deploy/site.Dockerfile -t brightwave-site .
# One container per app (see compose.yaml); a remote may as well go to any static host or CDN
# (README: "Deploying one remote alone").

FROM node:26-bookworm-slim AS build
# No install-time telemetry (@scarf/scarf, through @nestjs/swagger's swagger-ui-dist): package.json's
# allowScripts already denies its script; this stops it should a copy of it run anyway.
ENV SCARF_ANALYTICS=false
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && node -e "require('./scripts/build.js').buildAll().forEach((r) => console.log(r.app, r.seconds))"
# What the server loads at run time: the shell's production dependencies.
RUN rm -rf node_modules && npm install --omit=dev --no-audit --no-fund -w shell

FROM node:26-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/shell ./shell
COPY --from=build /app/mfe-marketing/dist ./mfe-marketing/dist
COPY --from=build /app/mfe-blog/dist ./mfe-blog/dist
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
COPY --from=build /app/mfe-chat/dist ./mfe-chat/dist
USER node
CMD ["node", "shell/dist-server/server.js", "shell"]

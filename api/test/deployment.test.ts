// The deployment example (deploy/compose.yaml, its Caddyfile and the two Dockerfiles), checked as
// far as this machine allows without Docker: the API's configuration as compose would hand it to
// an instance is loaded by the API's own loadConfig in production mode, and the pieces name each
// other consistently.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '@brightwave/site-registry/apps';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/configuration';

const repo = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: unknown;
  stop_grace_period?: string;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const apiServices = Object.keys(services).filter((name) => /^api-\d+$/.test(name));

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` (the forms the
 * file uses): a required variable that is unset stops compose with its message.
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all: string, name: string, kind?: string, rest: string = '') => {
      const set = env[name];
      if (set) return set;
      if (kind === '?') throw new Error(`compose: ${rest}`);
      return kind === '-' ? rest : '';
    },
  );
}

const environmentOf = (service: Service, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env),
    ]),
  );

const OPERATOR = {
  SITE_DOMAIN: 'www.example.com',
  JWT_SECRET: randomBytes(36).toString('base64'),
  SITE_SERVER_SECRET: randomBytes(36).toString('base64'),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

describe('deploy/compose.yaml', () => {
  it('runs at least two API instances from one image, with time to stop gracefully', () => {
    expect(apiServices.length).toBeGreaterThanOrEqual(2);
    for (const name of apiServices) {
      expect(services[name]!.image).toBe('brightwave-api');
      expect(services[name]!.stop_grace_period).toBe('20s');
    }
  });

  it('gives every API instance what production requires: its configuration loads', () => {
    for (const name of apiServices) {
      const config = loadConfig(environmentOf(services[name]!, OPERATOR));
      expect(config.env).toBe('production');
      expect(config.database.uri).toMatch(/replicaSet=rs0/);
      expect(config.auth.jwtSecret).toBe(OPERATOR.JWT_SECRET);
      expect(config.mail.smtpUrl).toBe(OPERATOR.SMTP_URL);
      expect(config.site.url).toBe('https://www.example.com');
      expect(config.http.corsOrigins).toEqual(['https://www.example.com']);
      // One proxy (Caddy) in front.
      expect(config.http.trustProxy).toBe(1);
      expect(config.http.docs).toBe(false);
    }
  });

  it('stops with a message, not a default, when a secret or the domain is not given', () => {
    for (const missing of Object.keys(OPERATOR)) {
      const env: Record<string, string> = { ...OPERATOR };
      delete env[missing];
      expect(() => environmentOf(services[apiServices[0]!]!, env)).toThrow(/compose: set /);
    }
  });

  it('serves the shell and every remote of the site registry, each told where the others are', () => {
    const site = Object.values(services).filter((service) => service.image === 'brightwave-site');
    const served = site.map((service) => service.command?.at(-1) ?? 'shell');
    // Two shell servers behind the proxy, one server per remote.
    expect(served.filter((app) => app === 'shell')).toHaveLength(2);
    expect([...new Set(served)].sort()).toEqual(apps.map((app) => app.dir).sort());
    const env = environmentOf(site[0]!, OPERATOR);
    // Every site server and the CI job's release command share one release store: the database.
    const database = environmentOf(services[apiServices[0]!]!, OPERATOR).MONGODB_URI;
    expect(env.RELEASES_URI).toBe(database);
    expect(environmentOf(services['release-blog']!, OPERATOR).RELEASES_URI).toBe(database);
    for (const app of apps.filter((entry) => entry.remote)) {
      expect(env[`${app.name.toUpperCase()}_URL`]).toBe(`https://${app.name}.www.example.com`);
    }
  });

  it('puts every API instance behind the proxy, health-checked on /health/ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ((?:api-\d+:\d+ ?)+)\{/
      .exec(caddyfile)?.[1]
      ?.trim()
      .split(' ');
    expect(upstreams?.map((upstream) => upstream.split(':')[0])).toEqual(apiServices);
    expect(caddyfile).toMatch(/health_uri \/health\/ready/);
    for (const app of apps.filter((entry) => entry.remote)) {
      expect(caddyfile).toContain(`${app.name}.{$SITE_DOMAIN}`);
    }
  });
});

describe('the images', () => {
  it.each(['api/Dockerfile', 'deploy/site.Dockerfile'])(
    '%s builds in one stage and runs in another, as a user without rights',
    (file) => {
      const dockerfile = read(file);
      expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
      expect(dockerfile).toMatch(/^USER node$/m);
    },
  );

  it('checks the API container on /health/ready', () => {
    expect(read('api/Dockerfile')).toMatch(/HEALTHCHECK[\s\S]*\/health\/ready/);
  });
});

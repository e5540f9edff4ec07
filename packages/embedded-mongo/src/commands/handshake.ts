import type { Doc } from '../bson/codec';
import { Long, UUID } from 'bson';
import { numberOr } from '../bson/values';
import { MongoServerError, notSupported } from '../errors';
import type { CommandContext, CommandHandler, Parameters } from './context';

/** The server version this one answers as: wire version 21 is MongoDB 7.0 (see notes). */
export const VERSION = '7.0.0';
const MAX_BSON = 16 * 1024 * 1024;

const hello: CommandHandler = (ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  // No topologyVersion on purpose: without it the driver polls instead of streaming hello
  // (the awaitable exhaust protocol), which a local store gains nothing from.
  maxBsonObjectSize: MAX_BSON,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  modules: [],
  sysInfo: 'embedded-mongo: an offline MongoDB-wire-compatible server',
  ok: 1,
});

const parameterValues = (p: Parameters): Doc => ({
  featureCompatibilityVersion: { version: '7.0' },
  cursorTimeoutMillis: Long.fromNumber(p.cursorTimeoutMillis),
  ttlMonitorSleepSecs: p.ttlMonitorSleepSecs,
  authenticationMechanisms: [],
});

const getParameter: CommandHandler = (ctx) => {
  const all = parameterValues(ctx.state.params);
  if (ctx.command.getParameter === '*') return { ...all, ok: 1 };
  const out: Doc = {};
  for (const key of Object.keys(ctx.command)) if (key in all) out[key] = all[key];
  return { ...out, ok: 1 };
};

/** Only the tunables that change observable behaviour here are settable. */
const setParameter: CommandHandler = (ctx) => {
  const { params, cursors } = ctx.state;
  const out: Doc = { ok: 1 };
  for (const [key, value] of Object.entries(ctx.command)) {
    if (key === 'setParameter' || key.startsWith('$') || key === 'lsid') continue;
    if (key === 'cursorTimeoutMillis') {
      out.was = Long.fromNumber(params.cursorTimeoutMillis);
      params.cursorTimeoutMillis = numberOr(value, params.cursorTimeoutMillis);
      cursors.timeoutMs = params.cursorTimeoutMillis;
    } else if (key === 'ttlMonitorSleepSecs') {
      out.was = params.ttlMonitorSleepSecs;
      params.ttlMonitorSleepSecs = numberOr(value, params.ttlMonitorSleepSecs);
    } else
      throw new MongoServerError(
        'InvalidOptions',
        `attempted to set unrecognized parameter [${key}], use help:true to see options `,
      );
  }
  return out;
};

const ok: CommandHandler = () => ({ ok: 1 });

const unsupportedAuth: CommandHandler = () => {
  throw notSupported('Authentication');
};

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  buildInfo,
  buildinfo: buildInfo,
  ping: ok,
  getParameter,
  setParameter,
  endSessions: ok,
  killSessions: ok,
  refreshSessions: ok,
  killAllSessions: ok,
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
  getFreeMonitoringStatus: () => ({ state: 'disabled', ok: 1 }),
  whatsmyuri: (ctx: CommandContext) => ({ you: ctx.remoteAddress, ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: '127.0.0.1' },
    os: { type: process.platform },
    extra: {},
    ok: 1,
  }),
  serverStatus: (ctx: CommandContext) => ({
    host: '127.0.0.1',
    version: VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: (Date.now() - ctx.state.startedAt.getTime()) / 1000,
    localTime: new Date(),
    connections: { current: 0 },
    mem: { resident: Math.round(process.memoryUsage().rss / 2 ** 20) },
    ok: 1,
  }),
  saslStart: unsupportedAuth,
  saslContinue: unsupportedAuth,
  authenticate: unsupportedAuth,
  createUser: unsupportedAuth,
  logout: ok,
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
};

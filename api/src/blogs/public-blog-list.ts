import {
  blogListQuerySchema,
  parseWith,
  TOTAL_COUNT_HEADER,
  type BlogListQuery,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../common/errors/all-exceptions.filter';
import { inRequestContext } from '../common/http/request-id';
import { JsonLogger } from '../common/logging/json-logger';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { BlogsRepository, LIST_CACHE_MS } from './blogs.repository';
import { BlogsService } from './blogs.service';

/** `@RouteConfig(PUBLIC_BLOG_LIST)` marks the route this answers for (GET /getblogs). */
export const PUBLIC_BLOG_LIST = { publicBlogList: true } as const;

export const LIST_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Distinct query strings, and distinct lists they ask for, remembered at once; past either,
 * both start over (query strings that differ only in order or unknown parameters share a list, so
 * junk parameters cannot multiply the lists kept). */
const QUERY_STRINGS_KEPT = 500;
const LISTS_KEPT = 200;

/** A list's answer as bytes, kept while the repository's lists stay the same (`version`) and it
 * is younger than theirs may be (`until`; past it, the repository is asked, which reloads). */
interface KeptAnswer {
  body: Buffer;
  totalHeader?: string;
  version: number;
  until: number;
}

interface KnownQuery {
  query: BlogListQuery;
  kept?: KeptAnswer;
}

/**
 * GET /getblogs for callers whose answer cannot depend on who they are, answered without Nest's
 * pipeline (guards, pipes, interceptors): the published list is the same for everyone unless an
 * `author` asks with a token (their own drafts, or an admin's view), and that request goes on to
 * Nest's route, as does a query that does not validate (Nest answers the 400). The rest matches
 * the route: the same query schema, the global rate limit, the same body and headers (the
 * security, CORS, request id and compression hooks run for it as for any route) and errors in the
 * one error shape. Query strings are parsed once; a list without a search text is kept as its
 * JSON's bytes until the repository's lists change (a write, a refill), so the usual request is
 * answered synchronously from memory.
 */
@Injectable()
export class PublicBlogList {
  private readonly byQueryString = new Map<string, KnownQuery>();
  private readonly byQuery = new Map<string, KnownQuery>();

  constructor(
    private readonly blogs: BlogsService,
    private readonly repository: BlogsRepository,
    private readonly limiter: RateLimiter,
    private readonly logger: JsonLogger,
  ) {}

  /** Answers the request, or returns undefined when Nest's route must (see the class). */
  answer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): FastifyReply | Promise<FastifyReply> | undefined {
    const known = this.known(request);
    if (!known || (known.query.author && request.headers.authorization !== undefined)) {
      return undefined;
    }
    let counted: boolean;
    try {
      counted = this.limiter.tryConsume('global', clientIp(request));
    } catch (error) {
      return this.fail(request, reply, error);
    }
    const kept = known.kept;
    if (counted && kept?.version === this.repository.listsVersion && Date.now() < kept.until) {
      return this.send(reply, kept.body, kept.totalHeader);
    }
    return this.later(request, reply, known, !counted);
  }

  /** The parsed query of this request's query string, or undefined when it does not validate. */
  private known(request: FastifyRequest): KnownQuery | undefined {
    const at = request.url.indexOf('?');
    const raw = at < 0 ? '' : request.url.slice(at + 1);
    let known = this.byQueryString.get(raw);
    if (!known) {
      const parsed = parseWith(blogListQuerySchema, request.query ?? {});
      if (!parsed.success) return undefined;
      if (this.byQueryString.size >= QUERY_STRINGS_KEPT || this.byQuery.size >= LISTS_KEPT) {
        this.byQueryString.clear();
        this.byQuery.clear();
      }
      const key = JSON.stringify(parsed.data);
      known = this.byQuery.get(key);
      if (!known) {
        known = { query: parsed.data };
        this.byQuery.set(key, known);
      }
      this.byQueryString.set(raw, known);
    }
    return known;
  }

  /** The asynchronous way: a claim of rate-limit hits and/or a list from the repository. */
  private async later(
    request: FastifyRequest,
    reply: FastifyReply,
    known: KnownQuery,
    count: boolean,
  ): Promise<FastifyReply> {
    try {
      if (count) await this.limiter.consume('global', clientIp(request));
      const version = this.repository.listsVersion;
      const { json, total } = await this.blogs.list(known.query, undefined);
      const totalHeader = total === undefined ? undefined : String(total);
      // A search is not kept (the repository does not keep it either), nor an answer the
      // repository changed under while it was read.
      if (known.query.q || version !== this.repository.listsVersion) {
        return this.send(reply, json, totalHeader);
      }
      // Bytes, so they are not encoded again for every answer.
      const body = Buffer.from(json);
      known.kept = { body, totalHeader, version, until: Date.now() + LIST_CACHE_MS };
      return this.send(reply, body, totalHeader);
    } catch (error) {
      return this.fail(request, reply, error);
    }
  }

  private send(reply: FastifyReply, body: Buffer | string, totalHeader: string | undefined) {
    reply.header('content-type', LIST_CONTENT_TYPE);
    if (totalHeader !== undefined) reply.header(TOTAL_COUNT_HEADER, totalHeader);
    return reply.send(body);
  }

  private fail(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
    inRequestContext(request, () => sendError(reply, error, this.logger));
    return reply;
  }
}

/**
 * Lets `list` answer the route marked with PUBLIC_BLOG_LIST before Nest's handler (which still
 * answers what `list` leaves). Call before the app's routes are registered (before init).
 */
export function servePublicBlogList(fastify: FastifyInstance, list: PublicBlogList): void {
  fastify.addHook('onRoute', (route) => {
    const config: Partial<typeof PUBLIC_BLOG_LIST> | undefined = route.config;
    if (!config?.publicBlogList) return;
    const nest = route.handler;
    route.handler = function publicBlogListOrNest(request, reply) {
      return list.answer(request, reply) ?? nest.call(this, request, reply);
    };
  });
}

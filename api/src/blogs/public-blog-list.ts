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
import { ownCallOfTheServer } from '../rate-limit/trusted-caller';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { BlogListCache, type ListAnswer } from './blog-list-cache';
import { BlogsService, listCacheKey } from './blogs.service';

/** `@RouteConfig(PUBLIC_BLOG_LIST)` marks the route this answers for (GET /getblogs). */
export const PUBLIC_BLOG_LIST = { publicBlogList: true } as const;

export const LIST_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Distinct query strings remembered at once; past it, they start over (so junk parameters
 * cannot grow the map without bound). */
const QUERY_STRINGS_KEPT = 500;

interface KnownQuery {
  query: BlogListQuery;
  /** Its answer's key in BlogListCache. */
  key: string;
}

/**
 * GET /getblogs for callers whose answer cannot depend on who they are, answered without Nest's
 * pipeline (guards, pipes, interceptors): the published list is the same for everyone unless an
 * `author` asks with a token (their own drafts, or an admin's view), and that request goes on to
 * Nest's route, as does a query that does not validate (Nest answers the 400). The rest matches
 * the route: the same query schema, the global rate limit, the same body and headers (the
 * security, CORS, request id and compression hooks run for it as for any route) and errors in the
 * one error shape. Query strings are parsed once; an answer BlogListCache keeps is sent
 * synchronously, so the usual request never waits.
 */
@Injectable()
export class PublicBlogList {
  private readonly byQueryString = new Map<string, KnownQuery>();

  constructor(
    private readonly blogs: BlogsService,
    private readonly cache: BlogListCache,
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
      counted = ownCallOfTheServer(request) || this.limiter.tryConsume('global', clientIp(request));
    } catch (error) {
      return this.fail(request, reply, error);
    }
    const kept = counted ? this.cache.peek(known.key) : undefined;
    if (kept) return this.send(reply, kept);
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
      if (this.byQueryString.size >= QUERY_STRINGS_KEPT) this.byQueryString.clear();
      known = { query: parsed.data, key: listCacheKey(parsed.data) };
      this.byQueryString.set(raw, known);
    }
    return known;
  }

  /** The asynchronous way: a claim of rate-limit hits and/or a list loaded (or being loaded). */
  private async later(
    request: FastifyRequest,
    reply: FastifyReply,
    known: KnownQuery,
    count: boolean,
  ): Promise<FastifyReply> {
    try {
      if (count) await this.limiter.consume('global', clientIp(request));
      return this.send(reply, await this.blogs.list(known.query, undefined));
    } catch (error) {
      return this.fail(request, reply, error);
    }
  }

  private send(reply: FastifyReply, { body, total }: ListAnswer) {
    reply.header('content-type', LIST_CONTENT_TYPE);
    if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
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

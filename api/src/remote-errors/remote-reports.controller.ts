import {
  API_PATHS,
  pageLoadsSchema,
  remoteReportsSchema,
  type CanaryVerdict,
  type PageLoads,
  type RemoteReports,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../accounts/auth';
import { ForbiddenError, ValidationError } from '../common/errors/api-error';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { isTrustedCaller } from '../rate-limit/trusted-caller';
import { RemoteHealthService } from './remote-health.service';

const NOT_JSON =
  'The body must be JSON: {"reports": [{"remote", "version", "channel", "kind", "token"}]}.';
const SITE_SERVER_ONLY = "Only the site's own server may ask this (SITE_SERVER_SECRET).";

/** The site's server alone (it sends SITE_SERVER_SECRET): else 403. */
function siteServerOnly(request: FastifyRequest): void {
  if (!isTrustedCaller(request)) throw new ForbiddenError(SITE_SERVER_ONLY);
}

/**
 * navigator.sendBeacon sends text/plain (a type that needs no CORS preflight, which a beacon
 * cannot make), so the body arrives as text here (app.factory.ts reads text/plain for this path
 * only) and is parsed before it is validated.
 */
export function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationError(NOT_JSON, { '': { code: 'invalid_type', message: NOT_JSON } });
  }
}

@ApiTags('remote reports')
@Public()
@Controller()
export class RemoteReportsController {
  constructor(private readonly health: RemoteHealthService) {}

  /**
   * A page's errors per remote version, from the shell (no personal data), each with the token
   * the site's server gave that page load for that remote version.
   */
  @Post(API_PATHS.remoteReports)
  @HttpCode(204)
  @RateLimit('remoteReports')
  @ApiBody({ schema: openApiSchema(remoteReportsSchema) })
  @ApiNoContentResponse({ description: 'Received (counted once per token and kind).' })
  @ApiBadRequestResponse({
    description: 'A report is malformed, or its token is not valid for it; `message` says why.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address.' })
  async report(
    @Body({ transform: jsonText }, new ZodValidationPipe(remoteReportsSchema))
    body: RemoteReports,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.health.report(body.reports, clientIp(request));
  }

  /** A page load the site's server served a visitor (whose address it names), per version. */
  @Post(API_PATHS.pageLoads)
  @HttpCode(204)
  @ApiBody({ schema: openApiSchema(pageLoadsSchema) })
  @ApiNoContentResponse({ description: 'Counted.' })
  @ApiForbiddenResponse({ description: SITE_SERVER_ONLY })
  async pageLoad(
    @Body(new ZodValidationPipe(pageLoadsSchema)) body: PageLoads,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    siteServerOnly(request);
    await this.health.pageLoad(body.loads, clientIp(request));
  }

  /**
   * The canaries switched off for their errors: the shell's servers poll this and apply it (they
   * alone: deciding is not something any visitor may set off).
   */
  @Get(API_PATHS.canaryVerdicts)
  @ApiOkResponse({ description: 'The verdicts of the last week, newest first.' })
  @ApiForbiddenResponse({ description: SITE_SERVER_ONLY })
  verdicts(@Req() request: FastifyRequest): Promise<CanaryVerdict[]> {
    siteServerOnly(request);
    return this.health.verdicts();
  }
}

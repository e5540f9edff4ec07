import {
  API_PATHS,
  pageLoadsSchema,
  remoteReportsSchema,
  canaryVerdictSchema,
  type CanaryVerdict,
  type PageLoads,
  type RemoteReports,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '../accounts/auth';
import { ForbiddenError } from '../common/errors/api-error';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { isTrustedCaller } from '../rate-limit/trusted-caller';
import { BeaconBody, BeaconRoute } from './beacon';
import { RemoteHealthService } from './remote-health.service';

const SITE_SERVER_ONLY = "Only the site's own server may ask this (SITE_SERVER_SECRET).";

/** The site's server alone (it sends SITE_SERVER_SECRET): else 403. */
function siteServerOnly(request: FastifyRequest): void {
  if (!isTrustedCaller(request)) throw new ForbiddenError(SITE_SERVER_ONLY);
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
  @BeaconRoute(
    API_PATHS.remoteReports,
    remoteReportsSchema,
    'A report',
    'Received (counted once per token and kind).',
  )
  async report(
    @BeaconBody(remoteReportsSchema) body: RemoteReports,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.health.report(body.reports, clientIp(request));
  }

  /** A page load the site's server served a visitor (whose address it names), per version. */
  @Post(API_PATHS.pageLoads)
  @HttpCode(204)
  @ApiBody({ schema: openApiSchema(pageLoadsSchema) })
  @ApiAnswers(null, {
    status: 204,
    description: 'Counted.',
    errors: { 400: 'Invalid input; `message` says why.', 403: SITE_SERVER_ONLY },
  })
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
  @ApiAnswers(z.array(canaryVerdictSchema), {
    description: 'The verdicts of the last week, newest first.',
    errors: { 403: SITE_SERVER_ONLY },
  })
  verdicts(@Req() request: FastifyRequest): Promise<CanaryVerdict[]> {
    siteServerOnly(request);
    return this.health.verdicts();
  }
}

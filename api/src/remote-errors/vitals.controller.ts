import {
  API_PATHS,
  speedQuerySchema,
  vitalsReportSchema,
  speedSummarySchema,
  type SpeedQuery,
  type SpeedSummary,
  type VitalsReport,
} from '@brightwave/contracts';
import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminApi, Public } from '../accounts/auth';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { BeaconBody, BeaconRoute } from './beacon';
import { VitalsService } from './vitals.service';

/** A page view's field speed, from the shell (by sendBeacon: text/plain holding JSON). */
@ApiTags('remote reports')
@Public()
@Controller()
export class VitalsController {
  constructor(private readonly vitals: VitalsService) {}

  @BeaconRoute(
    API_PATHS.vitals,
    vitalsReportSchema,
    'The measurement',
    'Received (kept once per page load, for a sampled share).',
  )
  async report(
    @BeaconBody(vitalsReportSchema) body: VitalsReport,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.vitals.accept(body, clientIp(request));
  }
}

/** The console's Speed page: field speed per route, release and device class. */
@AdminApi()
@Controller()
export class AdminSpeedController {
  constructor(private readonly vitals: VitalsService) {}

  @Get(API_PATHS.adminSpeed)
  @ApiAnswers(speedSummarySchema, {
    description: 'p75 and p95 per route, device class, release and day.',
    errors: { 400: 'days is not 7 or 30, or device not all, phone or desktop.' },
  })
  @ApiQueryFrom(speedQuerySchema)
  speed(@Query(new ZodValidationPipe(speedQuerySchema)) query: SpeedQuery): Promise<SpeedSummary> {
    return this.vitals.summary(query);
  }
}

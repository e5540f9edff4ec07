import {
  API_PATHS,
  speedQuerySchema,
  vitalsReportSchema,
  type SpeedQuery,
  type SpeedSummary,
  type VitalsReport,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public, Roles } from '../accounts/auth';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { clientIp } from '../rate-limit/rate-limit.guard';
import { jsonText } from './remote-reports.controller';
import { VitalsService } from './vitals.service';

/** A page view's field speed, from the shell (by sendBeacon: text/plain holding JSON). */
@ApiTags('remote reports')
@Public()
@Controller()
export class VitalsController {
  constructor(private readonly vitals: VitalsService) {}

  @Post(API_PATHS.vitals)
  @HttpCode(204)
  @RateLimit('remoteReports')
  @ApiBody({ schema: openApiSchema(vitalsReportSchema) })
  @ApiNoContentResponse({ description: 'Received (kept once per page load, for a sampled share).' })
  @ApiBadRequestResponse({
    description:
      'The measurement is malformed, or its token is not valid for it; `message` says why.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address.' })
  async report(
    @Body({ transform: jsonText }, new ZodValidationPipe(vitalsReportSchema)) body: VitalsReport,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.vitals.accept(body, clientIp(request));
  }
}

/** The console's Speed page: field speed per route, release and device class. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid sign-in.' })
@ApiForbiddenResponse({ description: 'Signed in, but not an admin.' })
@Roles('admin')
@Controller()
export class AdminSpeedController {
  constructor(private readonly vitals: VitalsService) {}

  @Get(API_PATHS.adminSpeed)
  @ApiOkResponse({ description: 'p75 and p95 per route, device class, release and day.' })
  @ApiBadRequestResponse({
    description: 'days is not 7 or 30, or device not all, phone or desktop.',
  })
  speed(@Query(new ZodValidationPipe(speedQuerySchema)) query: SpeedQuery): Promise<SpeedSummary> {
    return this.vitals.summary(query);
  }
}

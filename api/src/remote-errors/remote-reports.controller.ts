import {
  API_PATHS,
  remoteReportsSchema,
  type CanaryVerdict,
  type RemoteReports,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../accounts/auth';
import { ValidationError } from '../common/errors/api-error';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RemoteHealthService } from './remote-health.service';

const NOT_JSON = 'The body must be JSON: {"reports": [{"remote", "version", "channel", "kind"}]}.';

/**
 * navigator.sendBeacon sends text/plain (a type that needs no CORS preflight, which a beacon
 * cannot make), so the body arrives as text here (app.factory.ts reads text/plain for this path
 * only) and is parsed before it is validated.
 */
function jsonText(value: unknown): unknown {
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

  /** A page's loads and errors per remote version, from the shell (no personal data). */
  @Post(API_PATHS.remoteReports)
  @HttpCode(204)
  @RateLimit('remoteReports')
  @ApiBody({ schema: openApiSchema(remoteReportsSchema) })
  @ApiNoContentResponse({ description: 'Counted.' })
  @ApiBadRequestResponse({ description: 'A report is malformed; `message` says which field.' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address.' })
  async report(
    @Body({ transform: jsonText }, new ZodValidationPipe(remoteReportsSchema))
    body: RemoteReports,
  ): Promise<void> {
    await this.health.report(body.reports);
  }

  /** The canaries switched off for their errors: the shell's servers poll this and apply it. */
  @Get(API_PATHS.canaryVerdicts)
  @ApiOkResponse({ description: 'The verdicts of the last week, newest first.' })
  verdicts(): Promise<CanaryVerdict[]> {
    return this.health.verdicts();
  }
}

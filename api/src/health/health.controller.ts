import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TEXTS } from '@brightwave/contracts';
import { z } from 'zod';
import { Public } from '../accounts/auth';
import { ApiError, DatabaseUnavailableError } from '../common/errors/api-error';
import { ApiAnswers } from '../common/openapi/api-answers';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator';
import { HealthService } from './health.service';
import { Readiness } from './readiness';

@ApiTags('health')
@SkipRateLimit()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: Readiness,
  ) {}

  /** Liveness: the process answers HTTP. Says nothing about the database on purpose. */
  @Get()
  @ApiAnswers(z.object({ status: z.literal('ok') }), { description: 'The API process is alive.' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the API wants requests: it is not stopping, and the database answers. */
  @Get('ready')
  @ApiAnswers(z.object({ status: z.literal('ready'), database: z.string() }), {
    description: 'The database answers.',
    errors: { 503: 'The instance is stopping, or the database does not answer.' },
  })
  async ready(): Promise<{ status: 'ready'; database: string }> {
    if (this.readiness.isStopping) {
      throw new ApiError(503, 'shutting_down', TEXTS.api.databaseUnavailable);
    }
    if (!(await this.health.isDatabaseReachable())) throw new DatabaseUnavailableError();
    return { status: 'ready', database: this.health.databaseKind };
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../accounts/auth';
import { DatabaseUnavailableError } from '../common/errors/api-error';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@SkipRateLimit()
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process answers HTTP. Says nothing about the database on purpose. */
  @Get()
  @ApiOkResponse({ description: 'The API process is alive.' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the API can serve requests, i.e. the database answers. */
  @Get('ready')
  @ApiOkResponse({ description: 'The database answers.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async ready(): Promise<{ status: 'ready'; database: string }> {
    if (!(await this.health.isDatabaseReachable())) throw new DatabaseUnavailableError();
    return { status: 'ready', database: this.health.databaseKind };
  }
}

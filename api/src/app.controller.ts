import { company } from '@brightwave/site-content';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from './accounts/auth';
import { ApiAnswers } from './common/openapi/api-answers';
import { OPENAPI_PATH } from './openapi';

/** The API's front door: tells someone who opens {host}/ where to look next. */
@ApiTags('health')
@Public()
@Controller()
export class AppController {
  @Get()
  @ApiAnswers(z.object({ name: z.string(), docs: z.string(), health: z.string() }), {
    description: 'Name of the API and where its documentation lives.',
  })
  index(): { name: string; docs: string; health: string } {
    return { name: `${company.name} API`, docs: `/${OPENAPI_PATH}`, health: '/health' };
  }
}

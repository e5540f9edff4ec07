import {
  API_PATHS,
  TEXTS,
  authorApplicationSchema,
  authorApplicationCreatedSchema,
  myAuthorApplicationResponseSchema,
  type AuthorApplication,
  type AuthorApplicationAction,
  type AuthUser,
  type MyAuthorApplicationResponse,
} from '@brightwave/contracts';
import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers, ApiErrors } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { AuthorApplicationsService } from './author-applications.service';
import {
  authorApplicationDecisionPayloadSchema,
  authorApplicationPayloadSchema,
  type DecisionDto,
  type SaveApplicationDto,
} from './dto/author-application.dto';

const decisionBody = new ZodValidationPipe(authorApplicationDecisionPayloadSchema);

/** One admin decision route: PATCH, admins only, the optional `{ from }` body, its answers. */
function DecisionRoute(path: (id: string) => string, done: string) {
  return applyDecorators(
    Patch(routeOf(path)),
    HttpCode(200),
    Roles('admin'),
    ApiBody({ required: false, schema: openApiSchema(authorApplicationDecisionPayloadSchema) }),
    ApiAnswers(authorApplicationSchema, {
      description: done,
      errors: {
        403: 'Not an admin.',
        404: 'No such application.',
        409: 'Not allowed from the current status.',
      },
    }),
  );
}

@ApiTags('author applications')
@ApiBearerAuth()
@ApiErrors({ 401: 'No valid token.' })
@Controller()
export class AuthorApplicationsController {
  constructor(private readonly applications: AuthorApplicationsService) {}

  @Post(API_PATHS.authorApplicationCreate)
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(authorApplicationPayloadSchema) })
  @ApiAnswers(authorApplicationCreatedSchema, {
    status: 201,
    description: '`{ message }`: the application is pending review.',
    errors: {
      400: 'Invalid input; `message` says why.',
      409: 'The caller already applied or is already an author.',
    },
  })
  async save(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(authorApplicationPayloadSchema)) body: SaveApplicationDto,
  ): Promise<{ message: string; application: AuthorApplication }> {
    const application = await this.applications.submit(user, body);
    return { message: TEXTS.authorRequest.saved, application };
  }

  @Get(API_PATHS.myAuthorApplication)
  @ApiAnswers(myAuthorApplicationResponseSchema, {
    description: "`{ application }`: the caller's application, or null.",
  })
  async mine(@CurrentUser() user: AuthUser): Promise<MyAuthorApplicationResponse> {
    return { application: await this.applications.mine(user) };
  }

  @Get(API_PATHS.authorApplications)
  @Roles('admin')
  @ApiAnswers(z.array(authorApplicationSchema), {
    description: 'Every application, newest first.',
    errors: { 403: 'Not an admin.' },
  })
  list(): Promise<AuthorApplication[]> {
    return this.applications.list();
  }

  @DecisionRoute(API_PATHS.acceptApplication, 'Accepted; the applicant is an author now.')
  accept(
    @Param('id') id: string,
    @CurrentUser() admin: AuthUser,
    @Body(decisionBody) body: DecisionDto,
  ): Promise<AuthorApplication> {
    return this.decide('accept', id, admin, body);
  }

  @DecisionRoute(API_PATHS.rejectApplication, 'Rejected; the applicant is not an author.')
  reject(
    @Param('id') id: string,
    @CurrentUser() admin: AuthUser,
    @Body(decisionBody) body: DecisionDto,
  ): Promise<AuthorApplication> {
    return this.decide('reject', id, admin, body);
  }

  @DecisionRoute(
    API_PATHS.resetApplication,
    'Pending review again; the applicant is not an author.',
  )
  reset(
    @Param('id') id: string,
    @CurrentUser() admin: AuthUser,
    @Body(decisionBody) body: DecisionDto,
  ): Promise<AuthorApplication> {
    return this.decide('reset', id, admin, body);
  }

  private decide(
    action: AuthorApplicationAction,
    id: string,
    admin: AuthUser,
    body: DecisionDto,
  ): Promise<AuthorApplication> {
    return this.applications.decide(action, id, admin, body?.from);
  }
}

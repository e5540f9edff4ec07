import { company } from '@brightwave/site-content';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { describeErrorAnswers } from './common/openapi/api-answers';

export const OPENAPI_PATH = 'api/docs';

/**
 * Serves the OpenAPI document at /api/docs (UI) and /api/docs-json. Only when config.http.docs
 * is on (not in production unless API_DOCS=true): the full map of routes helps developers, and in
 * production only whoever probes the API.
 */
export function setupOpenApi(app: INestApplication): void {
  const document = describeErrorAnswers(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`${company.name} API`)
        .setDescription(
          'Contact, accounts, blogs, comments, subscriptions, chat and the admin console. Every answer is described by the zod schemas in @brightwave/contracts; errors share ApiErrorBody.',
        )
        .setVersion('1.0.0')
        .addBearerAuth()
        .build(),
    ),
  );
  SwaggerModule.setup(OPENAPI_PATH, app, document);
}

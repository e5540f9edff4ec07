// The OpenAPI document describes every answer: a client generated from it types replies.
import { useTestApp } from './harness';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

describe('OpenAPI answers', () => {
  const ctx = useTestApp();
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await ctx.api.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });

  it('gives every operation a 2xx answer with a schema', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ok = Object.entries(operation.responses).some(
          ([status, answer]) =>
            /^2\d\d$/.test(status) &&
            (status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema)),
        );
        if (!ok) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// The OpenAPI document describes every answer from the contracts' schemas: a client generated from
// it with openapi-typescript types requests and replies as the frontends know them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { tempDir, useTestApp } from './harness';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const CONTRACTS = path.resolve(__dirname, '../../packages/contracts/src/index.ts');

/** Calls of several endpoints typed with the generated `paths`, and each answer checked against
 * the type the frontends use (both ways, so neither side has a field the other lacks). */
const CLIENT = `
import type { Blog, ChatResponse, ContactResponse, Lead, LoginResponse, Page } from '@brightwave/contracts';
import type { components, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Not any or unknown: a document without answer schemas would give those. */
type Known<T> = unknown extends T ? false : true;

type Login = paths['/login']['post'];
export const credentials: Json<Login['requestBody']> = { email: 'ada@example.com', password: 'pw' };
declare const session: Json<Login['responses'][200]>;
declare const refused: Json<Login['responses'][401]>;
export const token: string = session.token;
export const isAdmin: boolean = session.user.admin;
export const why: string = refused.code;

type Contact = paths['/send-email']['post'];
export const message: Json<Contact['requestBody']> = {
  name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A project.', form: 'inquiry',
};

type Chat = paths['/api/chat']['post'];
export const question: Json<Chat['requestBody']> = { message: 'What do you build?' };
declare const reply: Json<Chat['responses'][200]>;
export const firstLink: string | undefined = reply.links[0]?.to;

type Blogs = paths['/getblogs']['get'];
declare const blogs: Json<Blogs['responses'][200]>;
export const firstTitle: string | undefined = blogs[0]?.title;
export const search: NonNullable<Blogs['parameters']['query']> = { q: 'design', fields: 'summary' };

type Leads = paths['/api/admin/leads']['get'];
declare const leads: Json<Leads['responses'][200]>;
export const mailState: 'queued' | 'sent' | 'failing' | 'failed' | undefined =
  leads.items[0]?.mails[0]?.state;

export const checks: true[] = [
  {} as Known<typeof session>,
  {} as Same<typeof session, LoginResponse>,
  {} as Same<Json<Contact['responses'][200]>, ContactResponse>,
  {} as Same<typeof reply, ChatResponse>,
  {} as Same<Json<paths['/getblogs/{id}']['get']['responses'][200]>, Blog>,
  {} as Same<typeof leads, Page<Lead>>,
  {} as Same<typeof refused, components['schemas']['ApiErrorBody']>,
];
`;

/** A deliberate mistake: the contact form's e-mail address as a number. */
const WRONG = `
import type { paths } from './api';
type Contact = paths['/send-email']['post']['requestBody']['content']['application/json'];
export const message: Contact = { name: 'Ada', email: 42, subject: 'Hello', message: 'A project.' };
`;

/** Another: a query parameter the list does not take as it is given. */
const WRONG_QUERY = `
import type { paths } from './api';
type Query = NonNullable<paths['/getblogs']['get']['parameters']['query']>;
export const search: Query = { fields: 'full' };
`;

describe('OpenAPI answers', () => {
  const ctx = useTestApp();
  let document: OpenApiDocument;
  let dir: string;
  beforeAll(async () => {
    document = (await ctx.api.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    dir = await tempDir('openapi-client');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives every operation a 2xx answer with a schema', () => {
    const missing: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const described = Object.entries(operation.responses).some(
          ([status, answer]) =>
            /^2\d\d$/.test(status) &&
            (status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema)),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers every error with the one error body', () => {
    const errors = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.entries(operation.responses))
      .filter(([status]) => Number(status) >= 400);
    expect(errors.length).toBeGreaterThan(60);
    for (const [, answer] of errors) {
      expect(answer.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } },
      });
    }
  });

  it('generates a client that types calls, queries and answers, and refuses a wrong field type', async () => {
    await writeFile(path.join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    await writeFile(path.join(dir, 'wrong.ts'), WRONG);
    await writeFile(path.join(dir, 'wrong-query.ts'), WRONG_QUERY);
    const files = ['client.ts', 'wrong.ts', 'wrong-query.ts'].map((file) => path.join(dir, file));
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      paths: { '@brightwave/contracts': [CONTRACTS] },
    });
    const problems = (file: string) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, file)))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

    expect(problems('api.ts')).toEqual([]);
    expect(problems('client.ts')).toEqual([]);
    expect(problems('wrong.ts')).toEqual([
      expect.stringMatching(/'number' is not assignable to type 'string'/),
    ]);
    expect(problems('wrong-query.ts')).toEqual([
      expect.stringMatching(/'"full"' is not assignable to type '"summary"'/),
    ]);
    // The generated file names every operation of the document.
    const generated = await readFile(path.join(dir, 'api.ts'), 'utf8');
    for (const route of Object.keys(document.paths)) expect(generated).toContain(`"${route}"`);
  });
});

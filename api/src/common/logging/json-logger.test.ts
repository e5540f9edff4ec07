import { JsonLogger } from './json-logger';
import { requestContext } from './request-context';

function capture(level: ConstructorParameters<typeof JsonLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const logger = new JsonLogger(level, (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('JsonLogger', () => {
  it('writes one JSON object per entry with the request id of the current request', () => {
    const { logger, lines } = capture('info');
    requestContext.run({ requestId: 'req-1' }, () => logger.log('hello', 'Ctx'));
    expect(lines).toEqual([
      { time: expect.any(String), level: 'info', msg: 'hello', requestId: 'req-1', context: 'Ctx' },
    ]);
  });

  it('drops entries below its level', () => {
    const { logger, lines } = capture('warn');
    logger.log('info');
    logger.debug('debug');
    logger.warn('warned');
    expect(lines.map((l) => l.msg)).toEqual(['warned']);
  });

  it("keeps the stack from Nest's error(message, stack, context)", () => {
    const { logger, lines } = capture('info');
    logger.error('boom', 'Error: boom\n    at x', 'Ctx');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'boom', context: 'Ctx' });
    expect(lines[0]!.stack).toMatch(/^Error: boom/);
  });
});

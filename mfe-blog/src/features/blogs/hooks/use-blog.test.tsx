import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonResponse } from '@brightwave/testing';
import { aBlog, resetSession, stubFetch } from '../../../../test/blog-test-kit';
import { useBlog } from './use-blog';

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

const ID = 'a'.repeat(24);

test.each([
  ['read', 404, 'missing'],
  ['read', 400, 'missing'],
  ['read', 403, 'failed'],
  ['read', 500, 'failed'],
  ['edit', 403, 'forbidden'],
  ['edit', 404, 'missing'],
  ['edit', 503, 'failed'],
] as const)('%s: a %i answer is %s', async (purpose, status, expected) => {
  const path = purpose === 'read' ? `GET /getblogs/${ID}` : `GET /editblog/${ID}`;
  stubFetch({ [path]: () => jsonResponse(status, { message: 'No' }) });
  const { result } = renderHook(() => useBlog(ID, purpose));
  expect(result.current.state).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current.state).toEqual({ status: expected }));
});

test('retry loads again, and replace puts in the server’s answer', async () => {
  let fail = true;
  const blog = aBlog({ _id: ID, title: 'Up again' });
  const api = stubFetch({
    [`GET /getblogs/${ID}`]: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, blog)),
  });
  const { result } = renderHook(() => useBlog(ID));
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  fail = false;
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: blog }));
  expect(api.calls).toHaveLength(2);
  act(() => result.current.replace({ ...blog, likes: ['me'] }));
  expect(result.current.state).toEqual({ status: 'loaded', data: { ...blog, likes: ['me'] } });
});

test('a new id aborts the load before it: its late answer never shows', async () => {
  const first = aBlog({ _id: 'b'.repeat(24), title: 'First' });
  const second = aBlog({ _id: 'c'.repeat(24), title: 'Second' });
  let answerFirst: (response: Response) => void = () => undefined;
  stubFetch({
    [`GET /getblogs/${first._id}`]: () =>
      new Promise<Response>((resolve) => {
        answerFirst = resolve;
      }),
    [`GET /getblogs/${second._id}`]: () => jsonResponse(200, second),
  });
  const { result, rerender } = renderHook(({ id }) => useBlog(id), {
    initialProps: { id: first._id },
  });
  rerender({ id: second._id });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: second }));
  answerFirst(jsonResponse(200, first));
  await act(() => Promise.resolve());
  expect(result.current.state).toEqual({ status: 'loaded', data: second });
});

import { keptUntilFailure } from './kept-promises';

it('gives the kept promise while it stands, so the work is done once', async () => {
  const kept = new Map<string, Promise<number>>();
  const load = jest.fn(() => Promise.resolve(42));
  const first = keptUntilFailure(kept, 'a', load);
  expect(keptUntilFailure(kept, 'a', load)).toBe(first);
  await expect(first).resolves.toBe(42);
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failure, so the next call (Retry) tries again', async () => {
  const kept = new Map<string, Promise<string>>();
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValueOnce('back');
  await expect(keptUntilFailure(kept, 'a', load)).rejects.toThrow('down');
  await expect(keptUntilFailure(kept, 'a', load)).resolves.toBe('back');
  expect(load).toHaveBeenCalledTimes(2);
});

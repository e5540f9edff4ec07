import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { PAGE_LOAD_PATH } from '@brightwave/contracts/plain';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError } from './remote-errors';
import { reportPageLoad } from './remote-reports';
import { RemoteSlot } from './remote-slot';

// The slot is given its loader; the browser tests in e2e/ load real remotes through the runtime.
const load = jest.fn<Promise<unknown>, []>();

function chunkError() {
  const error = new Error('Loading chunk 123 failed.\n(error: http://localhost:3001/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>outer caught: {this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('renders the remote page with its props', async () => {
  load.mockResolvedValue(({ who }: { who: string }) => <h1>Hello {who}</h1>);
  render(
    <RemoteSlot remote="marketing" name="marketing /" load={load} props={{ who: 'visitor' }} />,
  );
  expect(await screen.findByRole('heading', { name: 'Hello visitor' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows a page whose code is here already at once: no loading fallback, no load', () => {
  const Page = ({ who }: Record<string, unknown>) => <h1>Hello {String(who)}</h1>;
  render(
    <RemoteSlot
      remote="marketing"
      name="marketing /"
      load={load}
      loaded={Page}
      props={{ who: 'visitor' }}
    />,
  );
  // In the very first render (no await): what a server-rendered first screen is replaced with.
  expect(screen.getByRole('heading', { name: 'Hello visitor' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it.each([
  ['a missing chunk', chunkError()],
  [
    'a manifest that cannot be fetched',
    new RemoteLoadError('Failed to get manifest http://127.0.0.1:3002/mf-manifest.json (HTTP 503)'),
  ],
  [
    'a remoteEntry that cannot load (the federation runtime)',
    new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptNetworkError',
    ),
  ],
])('shows "Loading chunk failed" for %s and recovers on Retry', async (_case, error) => {
  load.mockRejectedValueOnce(error).mockResolvedValueOnce(() => <h1>Back again</h1>);
  render(<RemoteSlot remote="blog" name="blog /blog" load={load} />);

  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  expect(screen.queryByText('Loading chunk failed')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps failing honestly while the remote stays down', async () => {
  load.mockRejectedValue(chunkError());
  render(<RemoteSlot remote="blog" name="blog /blog" load={load} />);
  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('passes any other error on to the router instead of hiding it', async () => {
  load.mockResolvedValue(() => {
    throw new Error('Cannot read properties of undefined');
  });
  render(
    <Outer>
      <RemoteSlot remote="blog" name="blog /blog" load={load} />
    </Outer>,
  );
  expect(
    await screen.findByText('outer caught: Cannot read properties of undefined'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Loading chunk failed')).not.toBeInTheDocument();
});

it('does not keep a failure when another page takes the slot', async () => {
  load.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(() => <h1>About us</h1>);
  const { rerender } = render(<RemoteSlot remote="blog" name="blog /blog" load={load} />);
  expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  rerender(<RemoteSlot remote="marketing" name="marketing /about" load={load} />);
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
});

describe('a slot that is not the page (the chat panel, a header widget)', () => {
  function Crashing(): never {
    throw new Error('The chat panel exploded');
  }

  it('contains any error: the slot says it is unavailable, the page around it keeps working, Retry recovers', async () => {
    load.mockResolvedValueOnce(Crashing).mockResolvedValueOnce(() => <h2>Chat</h2>);
    render(
      <Outer>
        <h1>The page</h1>
        <RemoteSlot remote="chat" name="chat/ChatPanel" load={load} unavailable="Chat" />
      </Outer>,
    );
    expect(await screen.findByText('Chat is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText(/outer caught/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
  });

  it('still says "Loading chunk failed" when its code cannot be fetched', async () => {
    load.mockRejectedValue(chunkError());
    render(<RemoteSlot remote="chat" name="chat/ChatPanel" load={load} unavailable="Chat" />);
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  });
});

describe('reports what it caught to the API, per remote version', () => {
  const beacons: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    beacons.length = 0;
    window.__BW_CONFIG__ = {
      apiUrl: 'https://api.example',
      remotes: [
        {
          name: 'blog',
          entry: 'https://blog.example/mf-manifest.json',
          version: 'abcdefabcdef',
          channel: 'canary',
        },
      ],
    };
    // The network boundaries a beacon and the page's token request cross.
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
    });
    const given = { tokens: { blog: 'the-page-token' } };
    globalThis.fetch = ((url: string) =>
      Promise.resolve(
        url === PAGE_LOAD_PATH
          ? { ok: true, json: () => Promise.resolve(given) }
          : { ok: false, json: () => Promise.resolve({}) },
      )) as unknown as typeof fetch;
    reportPageLoad();
  });
  const realFetch = globalThis.fetch;
  afterEach(() => {
    delete window.__BW_CONFIG__;
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    globalThis.fetch = realFetch;
  });

  it('sends a thrown error once, scrubbed, and a failed load as such; at most three a page', async () => {
    function Throwing(): never {
      throw new TypeError('Cannot read "title" of https://blog.example/x?user=ada\n  at Page');
    }
    load.mockResolvedValueOnce(Throwing);
    render(
      <Outer>
        <RemoteSlot remote="blog" name="blog /blog" load={load} />
      </Outer>,
    );
    expect(await screen.findByText(/outer caught/)).toBeInTheDocument();
    await waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons).toEqual([
      {
        url: 'https://api.example/api/remote-reports',
        body: {
          reports: [
            {
              remote: 'blog',
              version: 'abcdefabcdef',
              channel: 'canary',
              kind: 'caught',
              error: 'TypeError: Cannot read <text> of <url>',
              token: 'the-page-token',
            },
          ],
        },
      },
    ]);
    const failures = [
      chunkError(),
      chunkError(), // the same again: not sent twice
      new RemoteLoadError(
        'Failed to get manifest http://127.0.0.1:3002/mf-manifest.json (HTTP 503)',
      ),
      new RemoteLoadError('Failed to load script http://127.0.0.1:3002/remoteEntry.js'), // a fourth: not sent
    ];
    for (const [i, failure] of failures.entries()) {
      load.mockRejectedValueOnce(failure);
      const { unmount } = render(<RemoteSlot remote="blog" name={`blog /${i}`} load={load} />);
      expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
      unmount();
    }
    await waitFor(() => expect(beacons).toHaveLength(3));
    expect(beacons.map(({ body }) => (body as { reports: object[] }).reports[0])).toEqual([
      expect.objectContaining({ kind: 'caught' }),
      expect.objectContaining({
        kind: 'load-failed',
        error: 'ChunkLoadError: Loading chunk 123 failed.',
      }),
      expect.objectContaining({
        kind: 'load-failed',
        error: 'RemoteLoadError: Failed to get manifest <url> (HTTP 503)',
      }),
    ]);
  });
});

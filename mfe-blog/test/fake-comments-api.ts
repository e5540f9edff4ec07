import type {
  CommentSectionComment,
  CommentSectionReply,
  DiscussionComment,
  DiscussionReply,
} from '@brightwave/contracts';
import { API, jsonResponse as json } from '@brightwave/testing';
import { setRuntimeConfig, type SessionUser } from '@brightwave/web-kit';

export interface FakeAccount {
  id: string;
  name: string;
  email: string;
  admin?: boolean;
}

interface Entry extends DiscussionReply {
  commentId?: string;
  blogId: string;
}

/**
 * An in-memory stand-in for the comment endpoints at the fetch boundary, so a screen can be
 * driven through whole conversations (every change re-fetches the thread). It knows accounts by
 * their token; anything it does not serve is recorded and rejected, and fails the test through
 * `expectNoUnexpectedRequests`. `failNext` makes the next matching request fail once.
 */
export function fakeCommentsApi(options: { accounts: FakeAccount[]; blogTitle?: string }) {
  setRuntimeConfig({ apiUrl: API, remotes: [] });
  const entries: Entry[] = [];
  const unexpected: string[] = [];
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const failures: Array<{ key: string; status: number; message: string }> = [];
  let clock = Date.UTC(2026, 10, 23, 14, 5);
  let nextId = 1;

  function accountOf(init: RequestInit | undefined): FakeAccount | undefined {
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    return options.accounts.find((a) => auth === `Bearer token-${a.id}`);
  }

  function add(author: FakeAccount, fields: Partial<Entry> & { blogId: string; text: string }) {
    clock += 60_000;
    const entry: Entry = {
      _id: `e${nextId++}`,
      author: { _id: author.id, name: author.name, avatar: '' },
      authorName: author.name,
      authorAvatar: '',
      createdAt: new Date(clock).toISOString(),
      likes: [],
      ...fields,
    };
    entries.push(entry);
    return entry;
  }

  const view = ({ commentId: _c, blogId: _b, ...entry }: Entry): DiscussionReply => entry;

  function discussion(blogId: string): DiscussionComment[] {
    return entries
      .filter((e) => e.blogId === blogId && !e.commentId)
      .map((comment) => {
        const { parentReplyId: _p, ...rest } = view(comment);
        return { ...rest, replies: entries.filter((e) => e.commentId === comment._id).map(view) };
      });
  }

  /** As the API answers it: authors by name and account id, never an e-mail address. */
  function commentSection(blogId: string): CommentSectionComment[] {
    const inSection = (e: Entry): CommentSectionReply => ({
      _id: e._id,
      author: e.authorName,
      authorId: (e.author as { _id: string })._id,
      email: '',
      text: e.text,
      likes: e.likes.length,
      createdAt: e.createdAt,
    });
    return entries
      .filter((e) => e.blogId === blogId && !e.commentId)
      .map((c) => ({
        ...inSection(c),
        blogId,
        replies: entries.filter((e) => e.commentId === c._id).map(inSection),
      }));
  }

  function handle(method: string, path: string, body: Record<string, string>, init?: RequestInit) {
    const user = accountOf(init);
    const url = new URL(API + path);
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = url.pathname.match(/^\/api\/blogcomments\/(\w+)$/))) {
      return json(200, discussion(m[1]!));
    }
    if (method === 'GET' && url.pathname === '/api/comments') {
      return json(200, commentSection(url.searchParams.get('blogId') ?? ''));
    }
    if (method === 'GET' && (m = url.pathname.match(/^\/getblogs\/(\w+)$/))) {
      return json(200, { _id: m[1], title: options.blogTitle ?? 'A post' });
    }
    if (!user) return json(401, { message: 'Please log in to continue.' });
    if (method === 'POST' && (path === '/api/blogcomments' || path === '/api/comments')) {
      return json(201, view(add(user, { blogId: body.blogId!, text: body.text! })));
    }
    const entryPath = url.pathname.match(/^\/api\/comments\/(\w+)(?:\/replies\/(\w+))?(\/like)?$/);
    if (method === 'POST' && (m = url.pathname.match(/^\/api\/comments\/(\w+)\/reply$/))) {
      const fields = { blogId: body.blogId!, text: body.text!, commentId: m[1]! };
      const parent = body.parentReplyId ? { parentReplyId: body.parentReplyId } : {};
      return json(201, view(add(user, { ...fields, ...parent })));
    }
    if (entryPath) {
      const [, commentId, replyId, like] = entryPath;
      const entry = entries.find((e) => e._id === (replyId ?? commentId));
      if (!entry) return json(404, { message: 'This comment does not exist.' });
      if (method === 'POST' && like) {
        if (!entry.likes.includes(user.id)) entry.likes.push(user.id);
        return json(200, view(entry));
      }
      if (method === 'PUT') {
        entry.text = body.text!;
        entry.updatedAt = new Date(clock).toISOString();
        return json(200, view(entry));
      }
      if (method === 'DELETE') {
        for (let i = entries.length - 1; i >= 0; i--) {
          const e = entries[i]!;
          if (e === entry || (!replyId && e.commentId === entry._id)) entries.splice(i, 1);
        }
        return json(200, { message: 'Deleted.' });
      }
    }
    return undefined;
  }

  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const full = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    const path = full.replace(API, '');
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    requests.push({ method, path, body });
    const failure = failures.findIndex((f) => `${method} ${path}`.startsWith(f.key));
    if (failure >= 0) {
      const { status, message } = failures.splice(failure, 1)[0]!;
      return Promise.resolve(json(status, { message }));
    }
    const response = handle(method, path, body, init);
    if (!response) {
      unexpected.push(`${method} ${path}`);
      return Promise.reject(new Error(`Unexpected request: ${method} ${path}`));
    }
    return Promise.resolve(response);
  });

  return {
    spy,
    requests,
    /** Adds an entry as if written earlier. */
    seed: (author: FakeAccount, fields: Partial<Entry> & { blogId: string; text: string }) =>
      add(author, fields),
    failNext: (key: string, status = 500, message = 'Something went wrong on our side.') =>
      failures.push({ key, status, message }),
    entries: () => entries,
    expectNoUnexpectedRequests: () => expect(unexpected).toEqual([]),
  };
}

/** The session record of a fake account (its token is what the fake recognises). */
export function sessionOf(account: FakeAccount): SessionUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    token: `token-${account.id}`,
    avatar: '',
    admin: account.admin ?? false,
    author: false,
  };
}

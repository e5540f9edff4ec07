import { act, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { renderPage } from '@brightwave/testing';
import { clearSessionUser, setSessionUser } from '@brightwave/web-kit';
import { landedAt, landing } from '../../../../test/blog-test-kit';
import { DiscussionSection } from './discussion-section';
import { formatCommentTime } from './format';
import { fakeCommentsApi, sessionOf, type FakeAccount } from '../../../../test/fake-comments-api';

// Whole conversations typed through user-event take a few seconds on a busy machine.
jest.setTimeout(20_000);

const BLOG = 'b1';
const owner: FakeAccount = { id: 'owner', name: 'Olivia Owner', email: 'olivia@example.com' };
const alice: FakeAccount = { id: 'alice', name: 'Alice', email: 'alice@example.com' };
const bob: FakeAccount = { id: 'bob', name: 'Bob', email: 'bob@example.com' };
const admin: FakeAccount = {
  id: 'admin',
  name: 'Ada Admin',
  email: 'ada@example.com',
  admin: true,
};

function renderSection(as?: FakeAccount, onCountChange?: (n: number) => void) {
  if (as) setSessionUser(sessionOf(as));
  return renderPage(
    <DiscussionSection blogId={BLOG} blogOwnerId={owner.id} onCountChange={onCountChange} />,
    { url: `/blogDetails/${BLOG}`, path: '/blogDetails/:id', routes: { '/login': landing } },
  ).user;
}

const entryCard = (label: string) => screen.getByRole('article', { name: label });
const textbox = () => screen.getByRole('textbox');

let api: ReturnType<typeof fakeCommentsApi>;
beforeEach(() => {
  localStorage.clear();
  clearSessionUser();
  api = fakeCommentsApi({ accounts: [owner, alice, bob, admin] });
});
afterEach(() => {
  api.expectNoUnexpectedRequests();
  api.spy.mockRestore();
});

it('shows a visitor the thread with disabled like and reply buttons and a way to log in', async () => {
  const comment = api.seed(alice, { blogId: BLOG, text: 'First!' });
  const user = renderSection();
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(within(card).getByRole('button', { name: TEXTS.comments.loginToLike })).toBeDisabled();
  expect(within(card).getByRole('button', { name: TEXTS.comments.loginToReply })).toBeDisabled();
  expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(within(card).getByText(formatCommentTime(comment.createdAt))).toBeInTheDocument();
  expect(formatCommentTime(comment.createdAt)).toMatch(/^Nov 23, 2026, \d{1,2}:\d\d [AP]M$/);
  expect(screen.getByText(TEXTS.comments.loginToJoin)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Log in' }));
  expect(landedAt()).toBe('/login?next=%2FblogDetails%2Fb1');
});

it('posts a new comment: the empty state, the mode labels, then the reloaded thread', async () => {
  const counts: number[] = [];
  const user = renderSection(alice, (n) => counts.push(n));
  expect(await screen.findByText(TEXTS.comments.emptyDiscussion)).toBeInTheDocument();
  expect(textbox()).toHaveAttribute('placeholder', 'Share your thoughts...');
  const post = screen.getByRole('button', { name: 'Post Comment' });
  expect(post).toBeDisabled(); // blank text is ignored

  await user.type(textbox(), '   ');
  expect(post).toBeDisabled();
  await user.type(textbox(), 'Loved the part about tokens.');
  await user.click(post);

  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(within(card).getByText('Loved the part about tokens.')).toBeInTheDocument();
  expect(textbox()).toHaveValue('');
  expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/blogcomments',
      body: { text: 'Loved the part about tokens.', blogId: BLOG },
    },
  ]);
  expect(counts).toEqual([0, 1]);
  expect(screen.getByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
});

it('replies to a comment and to a reply, nesting them, and Cancel clears the mode', async () => {
  const comment = api.seed(alice, { blogId: BLOG, text: 'Question about caching?' });
  const user = renderSection(bob);
  await user.click(
    within(await screen.findByRole('article', { name: 'Comment by Alice' })).getByRole('button', {
      name: 'Reply',
    }),
  );

  expect(screen.getByText('Replying to Alice')).toBeInTheDocument();
  expect(textbox()).toHaveAttribute('placeholder', 'Write your reply to Alice...');
  await waitFor(() => expect(textbox()).toHaveFocus());
  await user.type(textbox(), 'draft');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Post Comment' })).toBeInTheDocument();
  expect(textbox()).toHaveValue('');

  await user.click(within(entryCard('Comment by Alice')).getByRole('button', { name: 'Reply' }));
  await user.type(textbox(), 'We cache at the edge.');
  await user.click(screen.getByRole('button', { name: 'Post Reply' }));
  const reply = await screen.findByRole('article', { name: 'Reply by Bob' });

  act(() => setSessionUser(sessionOf(alice)));
  await user.click(within(reply).getByRole('button', { name: 'Reply' }));
  expect(screen.getByText('Replying to Bob')).toBeInTheDocument();
  await user.type(textbox(), 'Thanks, Bob!');
  await user.click(screen.getByRole('button', { name: 'Post Reply' }));
  const nested = await screen.findByRole('article', { name: 'Reply by Alice' });

  const replyId = api.entries().find((e) => e.text === 'We cache at the edge.')!._id;
  expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
    [`/api/comments/${comment._id}/reply`, { text: 'We cache at the edge.', blogId: BLOG }],
    [
      `/api/comments/${comment._id}/reply`,
      { text: 'Thanks, Bob!', blogId: BLOG, parentReplyId: replyId },
    ],
  ]);
  expect(reply.closest('li')).toHaveAttribute('data-depth', '2');
  expect(nested.closest('li')).toHaveAttribute('data-depth', '3');
  expect(within(nested).getByText('replying to Bob')).toBeInTheDocument();
});

it('shows replies deeper than three levels at the third, saying whom they answer', async () => {
  const comment = api.seed(alice, { blogId: BLOG, text: 'root' });
  const r1 = api.seed(bob, { blogId: BLOG, text: 'level 2', commentId: comment._id });
  const r2 = api.seed(alice, {
    blogId: BLOG,
    text: 'level 3',
    commentId: comment._id,
    parentReplyId: r1._id,
  });
  api.seed(bob, { blogId: BLOG, text: 'level 4', commentId: comment._id, parentReplyId: r2._id });
  renderSection();
  const deep = (await screen.findByText('level 4')).closest('li')!;
  expect(deep).toHaveAttribute('data-depth', '4');
  expect(deep.className).toContain('depth3');
  expect(within(deep).getByText('replying to Alice')).toBeInTheDocument();
});

it('edits a comment and a reply with their own labels', async () => {
  const comment = api.seed(alice, { blogId: BLOG, text: 'Teh typo' });
  api.seed(alice, { blogId: BLOG, text: 'An reply', commentId: comment._id });
  const user = renderSection(alice);

  await user.click(
    within(await screen.findByRole('article', { name: 'Comment by Alice' })).getByRole('button', {
      name: 'Edit',
    }),
  );
  expect(screen.getByText('Editing your comment')).toBeInTheDocument();
  expect(textbox()).toHaveValue('Teh typo');
  expect(textbox()).toHaveAttribute('placeholder', 'Edit your comment...');
  await user.clear(textbox());
  await user.type(textbox(), 'The typo, fixed');
  await user.click(screen.getByRole('button', { name: 'Update Comment' }));
  expect(await screen.findByText('The typo, fixed')).toBeInTheDocument();
  expect(within(entryCard('Comment by Alice')).getByText(/edited/)).toBeInTheDocument();

  await user.click(within(entryCard('Reply by Alice')).getByRole('button', { name: 'Edit' }));
  expect(screen.getByText('Editing your reply')).toBeInTheDocument();
  expect(textbox()).toHaveAttribute('placeholder', 'Edit your reply...');
  await user.clear(textbox());
  await user.type(textbox(), 'A reply');
  await user.click(screen.getByRole('button', { name: 'Update Reply' }));
  expect(await screen.findByText('A reply')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
    `/api/comments/${comment._id}`,
    `/api/comments/${comment._id}/replies/e2`,
  ]);
});

it('likes once: the button is disabled when the user’s id is in likes', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Like me' });
  const user = renderSection(bob);
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(within(card).getByText('0 likes')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Like' }));
  expect(await within(card).findByRole('button', { name: 'Liked' })).toBeDisabled();
  expect(within(card).getByText('1 like')).toBeInTheDocument();
});

it.each([
  ['the comment’s author', alice, true],
  ['the blog’s author', owner, true],
  ['an admin', admin, true],
  ['another user', bob, false],
])('offers delete to %s: %p, after confirmation', async (_who, account, allowed) => {
  api.seed(alice, { blogId: BLOG, text: 'Delete me?' });
  const user = renderSection(account);
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(within(card).queryByRole('button', { name: 'Edit' }) !== null).toBe(account === alice);
  const remove = within(card).queryByRole('button', { name: 'Delete' });
  expect(remove !== null).toBe(allowed);
  if (!remove) return;
  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.entries()).toHaveLength(1);
  await user.click(remove);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(TEXTS.comments.emptyDiscussion)).toBeInTheDocument();
});

it('keeps what was typed when posting fails, and Retry sends it again', async () => {
  const user = renderSection(alice);
  await screen.findByText(TEXTS.comments.emptyDiscussion);
  api.failNext('POST /api/blogcomments', 503, 'The service is temporarily unavailable.');
  await user.type(textbox(), 'Worth keeping');
  await user.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your comment could not be posted. The service is temporarily unavailable.',
  );
  expect(textbox()).toHaveValue('Worth keeping');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Comment by Alice' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows a failed like beside the comment with Retry, and a failed load with Retry', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Hi' });
  api.failNext('GET /api/blogcomments', 500, 'Oops.');
  const user = renderSection(bob);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The comments could not be loaded. Oops.',
  );
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });

  api.failNext('POST /api/comments/e1/like', 500, 'Oops.');
  await user.click(within(card).getByRole('button', { name: 'Like' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('Your like could not be saved.');
  await user.click(within(card).getByRole('button', { name: 'Retry' }));
  expect(await within(card).findByRole('button', { name: 'Liked' })).toBeDisabled();
  await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
});

it('renders HTML in a comment as text and makes only http(s) links clickable', async () => {
  api.seed(alice, {
    blogId: BLOG,
    text: '<img src=x onerror="alert(1)"> see https://example.com/docs. javascript:alert(2)',
  });
  renderSection();
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(card.querySelector('img')).toBeNull();
  expect(card).toHaveTextContent(
    '<img src=x onerror="alert(1)"> see https://example.com/docs. javascript:alert(2)',
  );
  const links = within(card).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', 'https://example.com/docs');
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
});

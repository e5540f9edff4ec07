import { screen, within } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { renderPage } from '@brightwave/testing';
import { clearSessionUser, setSessionUser } from '@brightwave/web-kit';
import CommentSectionPage from './comment-section-page';
import { fakeCommentsApi, sessionOf, type FakeAccount } from '../../test/fake-comments-api';
import { LIKED_COMMENTS_KEY } from '../features/discussion/hooks/use-liked-comments';

const BLOG = 'b7';
const alice: FakeAccount = { id: 'alice', name: 'Alice', email: 'alice@example.com' };
const bob: FakeAccount = { id: 'bob', name: 'Bob', email: 'bob@example.com' };

function openPage(as?: FakeAccount) {
  if (as) setSessionUser(sessionOf(as));
  return renderPage(<CommentSectionPage />, {
    url: `/CommentSection/${BLOG}`,
    path: '/CommentSection/:id',
  }).user;
}

let api: ReturnType<typeof fakeCommentsApi>;
beforeEach(() => {
  localStorage.clear();
  clearSessionUser();
  api = fakeCommentsApi({ accounts: [alice, bob], blogTitle: 'Designing for scale' });
});
afterEach(() => {
  api.expectNoUnexpectedRequests();
  api.spy.mockRestore();
});

it('names the blog with a link back, and shows the comment section’s empty state', async () => {
  openPage(alice);
  expect(await screen.findByRole('heading', { name: 'Designing for scale' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to the post' })).toHaveAttribute(
    'href',
    `/blogDetails/${BLOG}`,
  );
  expect(await screen.findByText(TEXTS.comments.emptyCommentSection)).toBeInTheDocument();
});

it('adds a comment (blank text ignored) with the account as author', async () => {
  const user = openPage(alice);
  await screen.findByText(TEXTS.comments.emptyCommentSection);
  await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '   ');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

  await user.type(
    screen.getByRole('textbox', { name: 'Add a comment' }),
    'From the comment section',
  );
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByRole('article', { name: 'Comment by Alice' })).toHaveTextContent(
    'From the comment section',
  );
  expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/comments',
      body: {
        author: 'Alice',
        email: 'alice@example.com',
        text: 'From the comment section',
        blogId: BLOG,
      },
    },
  ]);
});

it('likes a comment once per browser, remembered in likedComments', async () => {
  const comment = api.seed(alice, { blogId: BLOG, text: 'Like me' });
  const user = openPage(bob);
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  await user.click(within(card).getByRole('button', { name: 'Like' }));
  expect(await within(card).findByText('1 like')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Liked' })).toBeDisabled();
  expect(JSON.parse(localStorage.getItem(LIKED_COMMENTS_KEY)!)).toEqual([comment._id]);
});

it('shows edit and delete only on the signed-in user’s own comments, and edits inline', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Mine' });
  api.seed(bob, { blogId: BLOG, text: 'Not mine' });
  const user = openPage(alice);
  const mine = await screen.findByRole('article', { name: 'Comment by Alice' });
  const theirs = screen.getByRole('article', { name: 'Comment by Bob' });
  expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

  await user.click(within(mine).getByRole('button', { name: 'Edit' }));
  const editor = within(mine).getByRole('textbox', { name: 'Edit your comment' });
  expect(editor).toHaveValue('Mine');
  await user.clear(editor);
  await user.type(editor, 'Mine, edited');
  await user.click(within(mine).getByRole('button', { name: 'Save' }));
  expect(await within(mine).findByText('Mine, edited')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
    '/api/comments/e1',
  ]);
});

it('replies under a comment and deletes one’s own reply after confirmation', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Question' });
  const user = openPage(bob);
  const comment = await screen.findByRole('article', { name: 'Comment by Alice' });
  await user.click(within(comment).getByRole('button', { name: 'Reply' }));
  await user.type(
    within(comment).getByRole('textbox', { name: 'Write your reply to Alice' }),
    'Answer',
  );
  await user.click(within(comment).getByRole('button', { name: 'Post Reply' }));
  const reply = await screen.findByRole('article', { name: 'Reply by Bob' });

  await user.click(within(reply).getByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this reply?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByRole('article', { name: 'Comment by Alice' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Reply by Bob' })).toBeNull();
  expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/comments/e1/replies/e2');
});

it('asks a visitor to log in instead of showing the form', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Public' });
  openPage();
  const card = await screen.findByRole('article', { name: 'Comment by Alice' });
  expect(within(card).getByRole('button', { name: TEXTS.comments.loginToLike })).toBeDisabled();
  expect(within(card).queryByRole('button', { name: 'Reply' })).toBeNull();
  expect(screen.getByText(TEXTS.comments.loginToJoin)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('retries a failed load, and keeps a comment that failed to post until Retry sends it', async () => {
  api.failNext('GET /api/comments?', 500, 'Oops.');
  const user = openPage(alice);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The comments could not be loaded. Oops.',
  );
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByText(TEXTS.comments.emptyCommentSection);

  api.failNext('POST /api/comments', 503, 'The service is temporarily unavailable.');
  const textbox = screen.getByRole('textbox', { name: 'Add a comment' });
  await user.type(textbox, 'Worth keeping');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your comment could not be posted. The service is temporarily unavailable.',
  );
  expect(textbox).toHaveValue('Worth keeping');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Comment by Alice' })).toHaveTextContent(
    'Worth keeping',
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows a failed reply beside its comment, with the draft kept, Retry and Dismiss', async () => {
  api.seed(alice, { blogId: BLOG, text: 'Question' });
  const user = openPage(bob);
  const comment = await screen.findByRole('article', { name: 'Comment by Alice' });
  await user.click(within(comment).getByRole('button', { name: 'Reply' }));
  const editor = within(comment).getByRole('textbox', { name: 'Write your reply to Alice' });
  await user.type(editor, 'Answer');

  api.failNext('POST /api/comments/e1/reply', 500, 'Oops.');
  await user.click(within(comment).getByRole('button', { name: 'Post Reply' }));
  expect(await within(comment).findByRole('alert')).toHaveTextContent(
    'Your reply could not be posted. Oops.',
  );
  expect(editor).toHaveValue('Answer');
  await user.click(within(comment).getByRole('button', { name: 'Dismiss' }));
  expect(within(comment).queryByRole('alert')).toBeNull();

  api.failNext('POST /api/comments/e1/reply', 500, 'Oops.');
  await user.click(within(comment).getByRole('button', { name: 'Post Reply' }));
  await user.click(await within(comment).findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Reply by Bob' })).toHaveTextContent('Answer');
  expect(within(comment).queryByRole('alert')).toBeNull();
});

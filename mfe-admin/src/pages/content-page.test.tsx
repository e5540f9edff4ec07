import type { AdminComment, AdminPost } from '@brightwave/contracts';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen } from '@testing-library/react';
import { page } from '../../test/fixtures';
import ContentPage from './content-page';

const post: AdminPost = {
  id: 'd'.repeat(24),
  title: 'Off topic',
  authorName: 'Wanda',
  email: 'wanda@example.com',
  status: 'published',
  commentCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const comment: AdminComment = {
  id: 'e'.repeat(24),
  blogId: post.id,
  authorName: 'Spammer',
  authorEmail: 'spam@example.com',
  text: 'Buy cheap watches',
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('ContentPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('unpublishes a post only with a reason', async () => {
    let current = post;
    const api = stubApi({
      'GET /api/admin/posts?page=1': () => jsonResponse(200, page([current])),
      'GET /api/admin/comments?page=1': () => jsonResponse(200, page([comment])),
      [`POST /api/admin/posts/${post.id}/unpublish`]: () => {
        current = { ...post, status: 'draft' };
        return jsonResponse(200, current);
      },
    });
    const { user } = renderPage(<ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Unpublish Off topic' }));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give a reason');
    await user.type(screen.getByLabelText(/Reason/), 'Advertising');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(api.bodies()).toContainEqual({ reason: 'Advertising' });
    api.expectNoUnexpectedRequests();
  });

  it("links a post and a comment's post to the post's page", async () => {
    const api = stubApi({
      'GET /api/admin/posts?page=1': () => jsonResponse(200, page([post])),
      'GET /api/admin/comments?page=1': () => jsonResponse(200, page([comment])),
    });
    renderPage(<ContentPage />);
    expect(await screen.findByRole('link', { name: 'Off topic' })).toHaveAttribute(
      'href',
      `/blogDetails/${post.id}`,
    );
    expect(await screen.findByRole('link', { name: 'On this post' })).toHaveAttribute(
      'href',
      `/blogDetails/${post.id}`,
    );
    api.expectNoUnexpectedRequests();
  });

  it('deletes a comment with a reason', async () => {
    let comments = [comment];
    const api = stubApi({
      'GET /api/admin/posts?page=1': () => jsonResponse(200, page([])),
      'GET /api/admin/comments?page=1': () => jsonResponse(200, page(comments)),
      [`POST /api/admin/comments/${comment.id}/delete`]: () => {
        comments = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage(<ContentPage />);
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete the comment by Spammer' }));
    await user.type(screen.getByLabelText(/Reason/), 'Spam link');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    api.expectNoUnexpectedRequests();
  });
});

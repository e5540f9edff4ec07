import {
  API_PATHS,
  type AdminComment,
  type AdminPost,
  type ContentQuery,
} from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import { useState } from 'react';
import { Link } from '@brightwave/web-kit/router';
import {
  ConfirmDialog,
  ConsoleTable,
  formatTime,
  PagedList,
  SearchForm,
  styles,
  type ConfirmRequest,
} from '../../../components/console';
import { moderate } from '../api/moderate';
import { usePagedList } from '../../../hooks/use-paged-list';
import { PAGE_PATHS, pagePath } from '@brightwave/site-content';

/** Moderation: every post (drafts too) and the newest comments, each removable with a reason. */
export function ContentModeration() {
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const posts = usePagedList<AdminPost, Pick<ContentQuery, 'q'>>(API_PATHS.adminPosts);
  const comments = usePagedList<AdminComment>(API_PATHS.adminComments);

  const ask = (request: Omit<ConfirmRequest, 'withReason' | 'action'>, path: string) =>
    setConfirm({
      ...request,
      withReason: true,
      action: async (reason) => {
        await moderate(path, reason);
        posts.reload();
        comments.reload();
      },
    });

  return (
    <>
      <h2 className={styles.subheading}>Posts</h2>
      <SearchForm label="Search posts" placeholder="Title" onSearch={(q) => posts.filter({ q })} />
      <PagedList
        list={posts}
        label="Posts"
        loadingLabel="Loading posts"
        empty={posts.filtered ? 'No post matches this search.' : 'No posts yet.'}
      >
        {(data) => (
          <ConsoleTable
            caption="Posts, newest first"
            columns={['Title', 'Author', 'Status', 'Comments']}
            actions
          >
            {data.items.map((post) => (
              <tr key={post.id}>
                <td data-label="Title">
                  {post.status === 'published' ? (
                    <Link to={pagePath(PAGE_PATHS.blogPost, { id: post.id })}>{post.title}</Link>
                  ) : (
                    post.title
                  )}
                  <div className={styles.muted}>
                    {formatTime(post.publishedAt ?? post.createdAt)}
                  </div>
                </td>
                <td data-label="Author">
                  {post.authorName}
                  <div className={styles.muted}>{post.email}</div>
                </td>
                <td data-label="Status">
                  <span
                    className={styles.badge}
                    data-tone={post.status === 'published' ? 'done' : undefined}
                  >
                    {post.status === 'published' ? 'Published' : 'Draft'}
                  </span>
                </td>
                <td data-label="Comments">{post.commentCount}</td>
                <td data-label="Actions">
                  <div className={styles.actions}>
                    {post.status === 'published' && (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Unpublish ${post.title}`}
                        onClick={() =>
                          ask(
                            {
                              title: 'Unpublish this post?',
                              description: `“${post.title}” goes back to its author as a draft and leaves the blog.`,
                              confirmLabel: 'Unpublish',
                            },
                            API_PATHS.adminPostUnpublish(post.id),
                          )
                        }
                      >
                        Unpublish
                      </Button>
                    )}
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Delete ${post.title}`}
                      onClick={() =>
                        ask(
                          {
                            title: 'Delete this post?',
                            description: `“${post.title}” is deleted for good, with its images and comments.`,
                            confirmLabel: 'Delete post',
                            danger: true,
                          },
                          API_PATHS.adminPostDelete(post.id),
                        )
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>

      <h2 className={styles.subheading}>Recent comments</h2>
      <PagedList
        list={comments}
        label="Comments"
        loadingLabel="Loading comments"
        empty="No comments yet."
      >
        {(data) => (
          <ConsoleTable
            caption="Comments and replies, newest first"
            columns={['Written', 'By', 'Comment']}
            actions
          >
            {data.items.map((comment) => (
              <tr key={comment.id}>
                <td data-label="Written" className={styles.nowrap}>
                  {formatTime(comment.createdAt)}
                  <div className={styles.muted}>{comment.commentId ? 'Reply' : 'Comment'}</div>
                </td>
                <td data-label="By">
                  {comment.authorName}
                  <div className={styles.muted}>{comment.authorEmail}</div>
                </td>
                <td data-label="Comment">
                  <span className={styles.clamp}>{comment.text}</span>
                  <Link
                    className={styles.muted}
                    to={pagePath(PAGE_PATHS.blogPost, { id: comment.blogId })}
                  >
                    On this post
                  </Link>
                </td>
                <td data-label="Actions">
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Delete the ${comment.commentId ? 'reply' : 'comment'} by ${comment.authorName}`}
                    onClick={() =>
                      ask(
                        {
                          title: comment.commentId ? 'Delete this reply?' : 'Delete this comment?',
                          description: `“${comment.text.slice(0, 120)}” by ${comment.authorName} is deleted for good, with the replies under it.`,
                          confirmLabel: 'Delete',
                          danger: true,
                        },
                        API_PATHS.adminCommentDelete(comment.id),
                      )
                    }
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

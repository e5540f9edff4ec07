import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  type MessageResponse,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsPayload,
} from '@brightwave/contracts';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { PublishedPosts } from '../blogs/published-posts';
import { CommentHooks } from '../comments/comment-hooks';
import type { StoredComment } from '../comments/comments.repository';
import { CommentsService } from '../comments/comments.service';
import { ApiError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsRepository } from './notifications.repository';

/** The start of a comment quoted in a mail. */
const EXCERPT_CHARS = 140;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

/**
 * Who is told about a new comment or reply: the author of the entry it answers (`reply`) and the
 * post's author (`comment`), each once, never the writer, and only for kinds they have on. Their
 * events wait in their open digest (NotificationsWorker mails it).
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly hooks: CommentHooks,
    private readonly comments: CommentsService,
    private readonly posts: PublishedPosts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.hooks.onCommentAdded((entry) => this.commentAdded(entry));
  }

  settings(accountId: string): Promise<NotificationSettings> {
    return this.notifications.settings(accountId);
  }

  update(accountId: string, change: NotificationSettingsPayload): Promise<NotificationSettings> {
    return this.notifications.updateSettings(accountId, change);
  }

  /**
   * The token of a mail's one-click link: the account and kinds it stops, signed with the shared
   * JWT_SECRET (no stored secret; every instance checks it).
   */
  stopToken(accountId: string, kinds: NotificationKind[]): string {
    const body = `${accountId}.${kinds.join('-')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Turns off the kinds a one-click link names. */
  async stop(token: string): Promise<MessageResponse> {
    const [accountId = '', kindList = '', signature = ''] = token.split('.');
    const kinds = kindList.split('-') as NotificationKind[];
    const expected = Buffer.from(this.sign(`${accountId}.${kindList}`));
    const given = Buffer.from(signature);
    const valid =
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      kinds.every((k) => (NOTIFICATION_KINDS as readonly string[]).includes(k));
    if (!valid) throw new ApiError(400, 'invalid_token', NOTIFICATION_TEXTS.invalidLink);
    await this.notifications.updateSettings(
      accountId,
      Object.fromEntries(kinds.map((k) => [k, false])),
    );
    return { message: NOTIFICATION_TEXTS.stopped };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret)
      .update(`notifications:${body}`)
      .digest('base64url');
  }

  private async commentAdded(entry: StoredComment): Promise<void> {
    const post = await this.posts.find(String(entry.blogId));
    if (!post) return;
    const actorId = String(entry.authorId);
    const told = new Set([actorId]);
    const event = (kind: NotificationKind) => ({
      kind,
      blogId: post.id,
      blogTitle: post.title,
      actorName: entry.authorName,
      excerpt: excerpt(entry.text),
      at: entry.createdAt ?? new Date(),
    });
    const answered = entry.parentReplyId ?? entry.commentId;
    if (answered) {
      const parent = await this.comments.findEntry(String(answered));
      if (parent) await this.tell(String(parent.authorId), told, event('reply'));
    }
    await this.tell(post.authorId, told, event('comment'));
  }

  private async tell(
    accountId: string,
    told: Set<string>,
    event: { kind: NotificationKind } & Parameters<NotificationsRepository['addEvent']>[1],
  ): Promise<void> {
    if (told.has(accountId)) return;
    told.add(accountId);
    if (!(await this.notifications.settings(accountId))[event.kind]) return;
    await this.notifications.addEvent(
      accountId,
      event,
      this.config.subscriptions.notificationWindowMs,
    );
  }
}

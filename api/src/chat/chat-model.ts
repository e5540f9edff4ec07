import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { BLOG_PAGE_LIMIT_MAX } from '@brightwave/contracts';
import { BlogsService } from '../blogs/blogs.service';
import { JsonLogger } from '../common/logging/json-logger';
import { SharedVersion, VERSIONS_COLLECTION } from '../common/database/shared-version';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { ChatBot } from './chat-bot';
import { knowledgeFrom } from './chat-knowledge';
import { ChatLessonsRepository } from './chat-lessons.repository';
import { siteContent } from './corpus';
import type { PostSummary } from './corpus/passages';
import { TrainedModelFiles, type TrainedModels } from './trained-models';

/** Published posts the retrieval stage reads (titles, excerpts and text), newest first. */
const POSTS_INDEXED = BLOG_PAGE_LIMIT_MAX;
/** How often the versions are compared with the ones the model was trained at. */
const CHECK_MS = 500;
/**
 * Post changes (a like counts too) refresh the retrieval index at most this often; a lesson
 * retrains the model at once.
 */
const POSTS_REFRESH_MS = 10_000;

/**
 * The chat model this instance answers with. Trained before the API reports ready, then again
 * in the background whenever what was taught changes on any instance (the `chat` version); the
 * posts the retrieval stage quotes are read again when they change (the `blogs` version), which
 * needs no training. Each new model is swapped in whole: a request never waits for training and
 * always sees one complete model.
 */
@Injectable()
export class ChatModel implements OnModuleInit, OnModuleDestroy {
  private current: ChatBot | undefined;
  private readonly chatVersion: SharedVersion;
  private readonly blogsVersion: SharedVersion;
  private trainedAt = { chat: -1, blogs: -1, at: 0 };
  private training: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  /** Models trained before, by what they were trained on (CHAT_MODEL_CACHE_DIR). */
  private readonly trainedModels: TrainedModels | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() connection: Connection,
    private readonly blogs: BlogsService,
    private readonly logger: JsonLogger,
    private readonly lessons: ChatLessonsRepository,
  ) {
    const { modelCacheDir } = config.chat;
    this.trainedModels = modelCacheDir ? new TrainedModelFiles(modelCacheDir) : undefined;
    const versions = connection.collection<{ _id: string; value: number }>(VERSIONS_COLLECTION);
    this.chatVersion = new SharedVersion(versions, 'chat', config.database.versionPollMs);
    this.blogsVersion = new SharedVersion(versions, 'blogs', config.database.versionPollMs);
  }

  /** The model now; never undefined once the module has started. */
  get bot(): ChatBot {
    if (!this.current) throw new Error('The chat model is not trained yet.');
    return this.current;
  }

  async onModuleInit(): Promise<void> {
    await Promise.all([this.chatVersion.start(), this.blogsVersion.start()]);
    await this.retrain();
    this.timer = setInterval(() => {
      const { chat, blogs, at } = this.trainedAt;
      const lessonsChanged = this.chatVersion.current !== chat;
      const postsChanged = this.blogsVersion.current !== blogs;
      if (lessonsChanged) void this.retrain();
      else if (postsChanged && Date.now() - at >= POSTS_REFRESH_MS) void this.refreshPosts();
    }, CHECK_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.chatVersion.stop();
    this.blogsVersion.stop();
  }

  /** Records a change to what was taught: every instance retrains (this one at once). */
  async taught(): Promise<void> {
    await this.chatVersion.bump();
    const wanted = this.chatVersion.current;
    // A training or refresh under way started before this change: then one more training.
    for (let tries = 0; tries < 2 && this.trainedAt.chat < wanted; tries++) await this.retrain();
  }

  /** One training at a time; a change seen meanwhile triggers the next one. */
  private retrain(): Promise<void> {
    return this.once(() => this.train());
  }

  private refreshPosts(): Promise<void> {
    return this.once(async () => {
      const blogs = this.blogsVersion.current;
      try {
        this.current = await this.bot.withPosts(await this.posts());
        this.trainedAt = { ...this.trainedAt, blogs, at: Date.now() };
      } catch (error) {
        this.logger.event('warn', 'Chat posts not refreshed; will retry', {
          context: 'Chat',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    });
  }

  /** Runs `work` unless a training or refresh is under way (the next check sees what is left). */
  private once(work: () => Promise<void>): Promise<void> {
    this.training ??= work().finally(() => (this.training = undefined));
    return this.training;
  }

  private async train(): Promise<void> {
    const versions = { chat: this.chatVersion.current, blogs: this.blogsVersion.current };
    try {
      const [posts, learned] = await Promise.all([
        this.posts(),
        this.lessons.active().then(knowledgeFrom),
      ]);
      const bot = await ChatBot.train(siteContent, this.config.chat, {
        posts,
        learned,
        trainedModels: this.trainedModels,
        cacheDir: this.config.chat.modelCacheDir,
      });
      this.current = bot;
      this.trainedAt = { ...versions, at: Date.now() };
      const how = bot.loaded ? 'loaded (trained before on the same content)' : 'trained';
      this.logger.event('info', `Chat model ${how} in ${bot.trainingMs} ms`, {
        context: 'Chat',
        trainingMs: bot.trainingMs,
        intents: bot.intents.length,
        posts: posts.length,
        learned: learned.phrases.length + learned.answers.length,
      });
    } catch (error) {
      // The database is away: keep answering with the model there is, try again next check.
      if (!this.current) {
        this.current = await ChatBot.train(siteContent, this.config.chat, {
          trainedModels: this.trainedModels,
          cacheDir: this.config.chat.modelCacheDir,
        });
      }
      this.logger.event('warn', 'Chat model not retrained; will retry', {
        context: 'Chat',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private async posts(): Promise<PostSummary[]> {
    const answer = await this.blogs.list({ page: 1, limit: POSTS_INDEXED }, undefined);
    const posts = JSON.parse(answer.body.toString('utf8')) as {
      _id: string;
      title: string;
      excerpt?: string;
      content?: string;
    }[];
    return posts.map((post) => ({
      id: post._id,
      title: post.title,
      excerpt: post.excerpt ?? '',
      content: post.content ?? '',
    }));
  }
}

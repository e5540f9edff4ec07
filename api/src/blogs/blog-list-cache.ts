import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { SharedVersion, VERSIONS_COLLECTION } from '../common/database/shared-version';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/configuration';

/**
 * How long a kept answer counts as fresh. Writes through any instance drop the answers of every
 * instance (the shared version); this only bounds how long a change made past the API (a script
 * writing to the database) takes to show.
 */
export const LIST_CACHE_MS = 30_000;
/** Distinct answers kept at once (pages, tags, authors); past it the cache starts over. */
const ANSWERS_KEPT = 200;

/** A public list's answer, ready to send: its JSON's bytes and, when paged, the total. */
export interface ListAnswer {
  body: Buffer;
  total?: number;
}

interface Entry {
  answer: Promise<ListAnswer>;
  /** The answer once it has arrived, for callers that cannot wait. */
  ready?: ListAnswer;
  /** The shared version it was loaded at: once that moves on, the entry is no longer used. */
  version: number;
  /** Until when it is fresh; past it, it is still answered while one refill runs. */
  until: number;
  refilling: boolean;
}

/**
 * The one cache of the blog list: the answers of the public list (published posts without a
 * search, the same for every caller), read far more often than posts change. Each is loaded once
 * and answered from memory, concurrent requests sharing one load; past LIST_CACHE_MS it is still
 * answered while one refill runs (stale-while-revalidate), so requests never queue behind a query.
 *
 * Every blog write, on any API instance, bumps the `blogs` version in the database (`changed`);
 * each instance reads it every CACHE_VERSION_POLL_MS, and an answer loaded at an older version is
 * never answered again. So a writer sees their change at once, and everyone else within that
 * interval and a database round trip.
 */
@Injectable()
export class BlogListCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private readonly version: SharedVersion;

  constructor(@InjectConnection() connection: Connection, @Inject(APP_CONFIG) config: AppConfig) {
    this.version = new SharedVersion(
      connection.collection(VERSIONS_COLLECTION),
      'blogs',
      config.database.versionPollMs,
    );
  }

  onModuleInit(): Promise<void> {
    return this.version.start();
  }

  onModuleDestroy(): void {
    this.version.stop();
  }

  /** The answer for `key` when it is kept, current and fresh: the synchronous fast path. */
  peek(key: string): ListAnswer | undefined {
    const entry = this.current(key);
    return entry && entry.until > Date.now() ? entry.ready : undefined;
  }

  /** The answer for `key`: kept (refilled behind it when stale), or loaded with `load`. */
  get(key: string, load: () => Promise<ListAnswer>): Promise<ListAnswer> {
    const entry = this.current(key);
    if (entry) {
      if (entry.until <= Date.now() && !entry.refilling) this.refill(key, entry, load);
      return entry.answer;
    }
    if (this.entries.size >= ANSWERS_KEPT) this.entries.clear();
    const fresh: Entry = {
      answer: load(),
      version: this.version.current,
      until: Date.now() + LIST_CACHE_MS,
      refilling: false,
    };
    this.entries.set(key, fresh);
    fresh.answer.then(
      (answer) => (fresh.ready = answer),
      () => this.drop(key, fresh),
    );
    return fresh.answer;
  }

  /** After every write to the blogs: no answer kept before it is used again, here or elsewhere. */
  changed(): Promise<void> {
    this.entries.clear();
    // Not reaching the database (away: the write most likely failed too) leaves the other
    // instances on their answers until those age past LIST_CACHE_MS.
    return this.version.bump().catch(() => undefined);
  }

  /** The blogs' version as the database holds it: raised by every write to a post anywhere. */
  storedVersion(): Promise<number> {
    return this.version.stored();
  }

  /** Drops every kept answer (the tests, after emptying the database). */
  forget(): void {
    this.entries.clear();
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.version !== this.version.current) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Loads an answer again in the background; the old one serves until the new one is in. */
  private refill(key: string, entry: Entry, load: () => Promise<ListAnswer>): void {
    entry.refilling = true;
    load().then(
      (answer) => {
        // A write since the refill started has made it stale already: the next request loads.
        if (this.entries.get(key) !== entry || entry.version !== this.version.current) return;
        entry.answer = Promise.resolve(answer);
        entry.ready = answer;
        entry.until = Date.now() + LIST_CACHE_MS;
        entry.refilling = false;
      },
      // A failed refill (database away) drops the entry: the next read loads and sees why.
      () => this.drop(key, entry),
    );
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}

import type { AuthorProfile, AuthUser } from '@brightwave/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MediaService } from '../media/media.service';
import { UsersRepository, type StoredUser } from './users.repository';

const NO_AUTHOR = 'No such author.';

/** Whether an account has a public author page: it may publish (author or admin), not disabled. */
const hasAuthorPage = (user: StoredUser | null): user is StoredUser =>
  !!user && !user.disabled && (user.author || user.admin);

/** The public side of an author's account (name, avatar, bio; never the e-mail address). */
const toProfile = (user: StoredUser): AuthorProfile => ({
  id: String(user._id),
  name: user.name,
  avatar: user.avatar ?? '',
  bio: user.bio ?? '',
});

/** Authors' public pages, and the bio only the author writes. */
@Injectable()
export class AuthorsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly media: MediaService,
  ) {}

  /** 404 for an account that has no author page (a reader, a disabled account, no account). */
  async profile(id: string): Promise<AuthorProfile> {
    const user = await this.users.findById(id);
    if (!hasAuthorPage(user)) throw new NotFoundException(NO_AUTHOR);
    return toProfile(user);
  }

  /** Of these account ids, those with an author page, with their names. */
  async withPages(ids: string[]): Promise<Map<string, string>> {
    const users = await this.users.withAuthorPages(ids);
    return new Map(users.map((user) => [String(user._id), user.name]));
  }

  /** Only the account itself, and only when it has an author page, sets its bio. */
  async setBio(id: string, bio: string, caller: AuthUser): Promise<AuthorProfile> {
    await this.requireOwnPage(id, caller, 'bio');
    const saved = await this.users.setBio(id, bio);
    if (!saved) throw new NotFoundException(NO_AUTHOR);
    return toProfile(saved);
  }

  /** The same rights for the picture: stored square, and the one it replaces deleted. */
  async setAvatar(
    id: string,
    upload: Buffer | undefined,
    caller: AuthUser,
  ): Promise<AuthorProfile> {
    await this.requireOwnPage(id, caller, 'picture');
    const avatar = await this.media.storeAvatar(upload, id);
    const before = await this.users.setAvatar(id, avatar);
    if (!before) {
      await this.media.removePaths([avatar], { owner: id });
      throw new NotFoundException(NO_AUTHOR);
    }
    await this.media.removePaths([before.avatar], { owner: id });
    return toProfile({ ...before, avatar });
  }

  private async requireOwnPage(id: string, caller: AuthUser, what: string): Promise<void> {
    if (caller.id !== id) throw new ForbiddenException(`You can only edit your own ${what}.`);
    if (!hasAuthorPage(await this.users.findById(id))) {
      throw new ForbiddenException(`Only authors have a page with a ${what}.`);
    }
  }
}

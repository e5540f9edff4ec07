import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  isValidObjectId,
  type Model,
  type QueryFilter,
  type Types,
  type UpdateQuery,
} from 'mongoose';
import { UserRecord } from './user.schema';
import { normalizeEmail } from '../common/text/email';
import { escapeRegExp } from '../common/text/escape-regexp';

export type StoredUser = UserRecord & { _id: Types.ObjectId };
export type NewUser = Pick<UserRecord, 'name' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRecord, 'admin' | 'author' | 'adminProvisionedHash'>>;
export type RoleFlags = Partial<Pick<UserRecord, 'admin' | 'author' | 'disabled'>>;

/** What the admins filter accounts by. */
export interface UserFilter {
  /** Part of the name or e-mail, case-insensitive. */
  text?: string;
  role?: 'admin' | 'author' | 'reader' | 'disabled';
}

function toQuery(filter: UserFilter): QueryFilter<UserRecord> {
  const query: QueryFilter<UserRecord> = {};
  if (filter.role === 'admin') query.admin = true;
  if (filter.role === 'author') query.author = true;
  if (filter.role === 'reader') Object.assign(query, { admin: false, author: false });
  if (filter.role === 'disabled') query.disabled = true;
  if (filter.text) {
    const pattern = { $regex: escapeRegExp(filter.text), $options: 'i' };
    query.$or = [{ name: pattern }, { email: pattern }];
  }
  return query;
}

/** Accounts stored before resetGeneration existed have none: that counts as generation 0. */
const currentGeneration = (generation: number) =>
  generation === 0 ? { $in: [0, null] } : generation;

/** The only place that queries the users collection. E-mails are compared normalised. */
@Injectable()
export class UsersRepository {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  /** Creates an account; a taken e-mail throws a duplicate-key error (see isDuplicateKeyError). */
  async create(user: NewUser): Promise<StoredUser> {
    const created = await this.users.create({ ...user, email: normalizeEmail(user.email) });
    return created.toObject();
  }

  findById(id: string): Promise<StoredUser | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<StoredUser>().exec();
  }

  findByEmail(email: string): Promise<StoredUser | null> {
    return this.users
      .findOne({ email: normalizeEmail(email) })
      .lean<StoredUser>()
      .exec();
  }

  async count(): Promise<number> {
    return this.users.estimatedDocumentCount().exec();
  }

  /** Of these ids, the accounts with an author page: author or admin, not disabled. */
  async withAuthorPages(ids: string[]): Promise<StoredUser[]> {
    return this.users
      .find({
        _id: { $in: ids.filter((id) => isValidObjectId(id)) },
        disabled: { $ne: true },
        $or: [{ author: true }, { admin: true }],
      })
      .select({ name: 1 })
      .lean<StoredUser[]>()
      .exec();
  }

  /** Of these ids, the accounts that exist, with their current pictures. */
  async avatars(ids: string[]): Promise<StoredUser[]> {
    return this.users
      .find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } })
      .select({ avatar: 1 })
      .lean<StoredUser[]>()
      .exec();
  }

  /**
   * Applies `update` to the account with this id, in one write; answers the account after it (or
   * before, to see what it replaced), or null when there is no such account.
   */
  private updateById(
    id: string | Types.ObjectId,
    update: UpdateQuery<UserRecord>,
    returnDocument: 'before' | 'after' = 'after',
  ): Promise<StoredUser | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findByIdAndUpdate(id, update, { returnDocument }).lean<StoredUser>().exec();
  }

  /** Sets the account's bio; null when there is no such account. */
  setBio(id: string, bio: string): Promise<StoredUser | null> {
    return this.updateById(id, { $set: { bio } });
  }

  /** Sets the account's avatar; answers the account as it was before (its old picture), or null
   * when there is no such account. */
  setAvatar(id: string, avatar: string): Promise<StoredUser | null> {
    return this.updateById(id, { $set: { avatar } }, 'before');
  }

  setFlags(id: string | Types.ObjectId, flags: RoleFlags): Promise<StoredUser | null> {
    return this.updateById(id, { $set: flags });
  }

  /**
   * Raises the account's reset generation, atomically in the database, and returns the new one:
   * the generation of the link about to be made. Null when there is no such account.
   */
  async nextResetGeneration(id: Types.ObjectId): Promise<number | null> {
    const user = await this.users
      .findOneAndUpdate({ _id: id }, { $inc: { resetGeneration: 1 } }, { returnDocument: 'after' })
      .lean<StoredUser>()
      .exec();
    return user?.resetGeneration ?? null;
  }

  /**
   * Sets a new password through a reset link of `generation`, only while that generation is still
   * the account's current one, and raises it in the same write: the link (and every other) is used
   * up exactly when the password changes, never before. Ends every session opened with the old
   * password. False when the link is no longer current.
   */
  async resetPassword(
    id: Types.ObjectId,
    generation: number,
    passwordHash: string,
  ): Promise<boolean> {
    const result = await this.users
      .updateOne(
        { _id: id, resetGeneration: currentGeneration(generation) },
        {
          $set: { passwordHash, passwordChangedAt: new Date() },
          $inc: { sessionVersion: 1, resetGeneration: 1 },
        },
      )
      .exec();
    return result.matchedCount === 1;
  }

  /**
   * Makes an account an enabled admin with this password, remembered as provisioned (see
   * UserRecord.adminProvisionedHash), and ends its sessions. With `ifMarker`, only while the
   * account's marker is still `ifMarker.is` (undefined: none), so of two instances starting
   * together one applies it. True when applied.
   */
  async setAdminPassword(
    id: Types.ObjectId,
    passwordHash: string,
    ifMarker?: { is: string | undefined },
  ): Promise<boolean> {
    const filter = ifMarker
      ? { _id: id, adminProvisionedHash: ifMarker.is ?? { $exists: false } }
      : { _id: id };
    const result = await this.users
      .updateOne(filter, {
        $set: {
          passwordHash,
          passwordChangedAt: new Date(),
          admin: true,
          disabled: false,
          adminProvisionedHash: passwordHash,
        },
        // Ends the reset links mailed before (the squatter's, on a take-over).
        $inc: { sessionVersion: 1, resetGeneration: 1 },
      })
      .exec();
    return result.matchedCount === 1;
  }

  /** Newest first, for the admins' people list. */
  search(filter: UserFilter, skip: number, limit: number): Promise<StoredUser[]> {
    return this.users
      .find(toQuery(filter))
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<StoredUser[]>()
      .exec();
  }

  countMatching(filter: UserFilter, since?: Date): Promise<number> {
    const query = toQuery(filter);
    if (since) query.createdAt = { $gte: since };
    return this.users.countDocuments(query).exec();
  }

  /** Accounts that can act as admins now (admin and not disabled), but for `except`. */
  countActiveAdmins(except?: string): Promise<number> {
    return this.users
      .countDocuments({
        admin: true,
        disabled: { $ne: true },
        ...(except ? { _id: { $ne: except } } : {}),
      })
      .exec();
  }

  /** Sets role flags, and on disabling also ends every open session. */
  changeFlags(id: string | Types.ObjectId, flags: RoleFlags): Promise<StoredUser | null> {
    return this.updateById(
      id,
      flags.disabled ? { $set: flags, $inc: { sessionVersion: 1 } } : { $set: flags },
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, type QueryFilter, type Types } from 'mongoose';
import { UserRecord } from './user.schema';
import { escapeRegExp } from '../common/text/escape-regexp';

export type StoredUser = UserRecord & { _id: Types.ObjectId };
export type NewUser = Pick<UserRecord, 'name' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRecord, 'admin' | 'author' | 'adminProvisionedHash'>>;
export type RoleFlags = Partial<Pick<UserRecord, 'admin' | 'author' | 'disabled'>>;

const DUPLICATE_KEY = 11000;

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

export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}

/** The only place that queries the users collection. E-mails are compared lower-case. */
@Injectable()
export class UsersRepository {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

  /** Creates an account; a taken e-mail throws a duplicate-key error (see isDuplicateKeyError). */
  async create(user: NewUser): Promise<StoredUser> {
    const created = await this.users.create({ ...user, email: user.email.toLowerCase() });
    return created.toObject();
  }

  findById(id: string): Promise<StoredUser | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<StoredUser>().exec();
  }

  findByEmail(email: string): Promise<StoredUser | null> {
    return this.users.findOne({ email: email.toLowerCase() }).lean<StoredUser>().exec();
  }

  async count(): Promise<number> {
    return this.users.estimatedDocumentCount().exec();
  }

  async setFlags(id: string | Types.ObjectId, flags: RoleFlags): Promise<StoredUser | null> {
    return this.users
      .findByIdAndUpdate(id, { $set: flags }, { returnDocument: 'after' })
      .lean<StoredUser>()
      .exec();
  }

  /** Sets a new password and ends every session opened with the old one. */
  async changePassword(id: string | Types.ObjectId, passwordHash: string): Promise<void> {
    await this.users
      .updateOne(
        { _id: id },
        { $set: { passwordHash, passwordChangedAt: new Date() }, $inc: { sessionVersion: 1 } },
      )
      .exec();
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
        $inc: { sessionVersion: 1 },
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
    const update = flags.disabled ? { $set: flags, $inc: { sessionVersion: 1 } } : { $set: flags };
    return this.users
      .findByIdAndUpdate(id, update, { returnDocument: 'after' })
      .lean<StoredUser>()
      .exec();
  }
}

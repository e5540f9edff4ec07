import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import { UserRecord } from './user.schema';

export type StoredUser = UserRecord & { _id: Types.ObjectId };
export type NewUser = Pick<UserRecord, 'name' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRecord, 'admin' | 'author'>>;
export type RoleFlags = Partial<Pick<UserRecord, 'admin' | 'author' | 'disabled'>>;

const DUPLICATE_KEY = 11000;

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
}

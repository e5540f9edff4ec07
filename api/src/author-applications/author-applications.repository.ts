import type { AuthorApplicationStatus } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Types, type Model } from 'mongoose';
import { AuthorApplicationRecord, DecisionRecord } from './author-application.schema';

export type StoredApplication = AuthorApplicationRecord & { _id: Types.ObjectId };

@Injectable()
export class AuthorApplicationsRepository {
  constructor(
    @InjectModel(AuthorApplicationRecord.name)
    private readonly applications: Model<AuthorApplicationRecord>,
  ) {}

  /** Stores a new pending application; a second one of the same account is a duplicate key. */
  async create(
    application: Pick<AuthorApplicationRecord, 'userId' | 'name' | 'email' | 'description'>,
  ): Promise<StoredApplication> {
    const created = await this.applications.create({ ...application, status: 'pending' });
    return created.toObject();
  }

  /** Newest first. */
  list(): Promise<StoredApplication[]> {
    return this.applications.find().sort({ createdAt: -1 }).lean<StoredApplication[]>().exec();
  }

  findById(id: string): Promise<StoredApplication | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.applications.findById(id).lean<StoredApplication>().exec();
  }

  findByUser(userId: string): Promise<StoredApplication | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    return this.applications
      .findOne({ userId: new Types.ObjectId(userId) })
      .lean<StoredApplication>()
      .exec();
  }

  /**
   * Moves an application to `decision.to` only if it still has status `decision.from`, recording
   * the decision in the same atomic update: of two admins deciding at once, one wins and the
   * other gets null.
   */
  transition(id: Types.ObjectId, decision: DecisionRecord): Promise<StoredApplication | null> {
    return this.applications
      .findOneAndUpdate(
        { _id: id, status: decision.from },
        { $set: { status: decision.to }, $push: { history: decision } },
        { returnDocument: 'after' },
      )
      .lean<StoredApplication>()
      .exec();
  }

  /** The status now, for keeping the applicant's role in step with it. */
  async statusOf(id: Types.ObjectId): Promise<AuthorApplicationStatus | undefined> {
    const found = await this.applications.findById(id, { status: 1 }).lean().exec();
    return found?.status;
  }

  countPending(): Promise<number> {
    return this.applications.countDocuments({ status: 'pending' }).exec();
  }
}

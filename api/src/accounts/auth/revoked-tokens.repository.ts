import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RevokedToken } from './revoked-token.schema';

@Injectable()
export class RevokedTokensRepository {
  constructor(@InjectModel(RevokedToken.name) private readonly revoked: Model<RevokedToken>) {}

  /** Records a signed-out token; revoking it twice is harmless. */
  async revoke(id: string, expiresAt: Date): Promise<void> {
    await this.revoked
      .updateOne({ _id: id }, { $setOnInsert: { expiresAt } }, { upsert: true })
      .exec();
  }

  async isRevoked(id: string): Promise<boolean> {
    return (await this.revoked.exists({ _id: id }).exec()) !== null;
  }
}

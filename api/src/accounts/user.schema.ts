import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A registered account. Never holds a password in plain text, only its argon2id hash. */
@Schema({
  collection: 'users',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class UserRecord {
  /** The display name (the registration form's "username"). */
  @Prop({ type: String, required: true })
  name!: string;

  /** Stored lower-case, so uniqueness and sign-in ignore case. */
  @Prop({ type: String, required: true, lowercase: true, trim: true })
  email!: string;

  @Prop({ type: String, required: true })
  passwordHash!: string;

  @Prop({ type: Boolean, required: true, default: false })
  admin!: boolean;

  @Prop({ type: Boolean, required: true, default: false })
  author!: boolean;

  @Prop({ type: String, default: '' })
  avatar!: string;

  /** The author's own words on their public page (plain text, AUTHOR_BIO_MAX characters). */
  @Prop({ type: String, default: '' })
  bio!: string;

  @Prop({ type: Boolean, required: true, default: false })
  disabled!: boolean;

  /** When the password last changed; tokens issued before it stop working. */
  @Prop({ type: Date, required: true, default: () => new Date() })
  passwordChangedAt!: Date;

  /**
   * Carried in every token and raised by a password change, so older tokens stop working at
   * once (a date alone would let tokens of the same second through).
   */
  @Prop({ type: Number, required: true, default: 0 })
  sessionVersion!: number;

  /**
   * Raised by the database ($inc) at each password-reset request and at each password change: a
   * reset link works only while its generation is the account's current one, so only the newest
   * link works, whichever instance made it and whatever the order of clean-ups.
   */
  @Prop({ type: Number, required: true, default: 0 })
  resetGeneration!: number;

  /**
   * Set when ADMIN_EMAIL / ADMIN_PASSWORD last gave this account its password: the hash set then.
   * A later start with the same ADMIN_PASSWORD leaves the account as it is (admins may have
   * demoted or disabled it since); a different ADMIN_PASSWORD is applied once.
   */
  @Prop({ type: String })
  adminProvisionedHash?: string;

  createdAt?: Date;
}

export const UserRecordSchema = SchemaFactory.createForClass(UserRecord);
UserRecordSchema.index({ email: 1 }, { unique: true });

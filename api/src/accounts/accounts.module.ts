import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AccountsBootstrap } from './accounts-bootstrap.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { AuthorsController } from './authors.controller';
import { AuthorsService } from './authors.service';
import { AuthGuard } from './auth/auth.guard';
import { RevokedToken, RevokedTokenSchema } from './auth/revoked-token.schema';
import { RevokedTokensRepository } from './auth/revoked-tokens.repository';
import { TokensService } from './auth/tokens.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRecord, PasswordResetRecordSchema } from './password-reset.schema';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { PeopleService } from './people.service';
import { UserRecord, UserRecordSchema } from './user.schema';
import { UsersRepository } from './users.repository';

/** Accounts, sign-in and the global auth guard (see ./auth for what other modules use). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: UserRecord.name, schema: UserRecordSchema },
      { name: PasswordResetRecord.name, schema: PasswordResetRecordSchema },
      { name: RevokedToken.name, schema: RevokedTokenSchema },
    ]),
    MailModule,
    MediaModule,
    JwtModule.register({}),
    RateLimitModule,
  ],
  controllers: [AccountsController, PasswordResetController, AuthorsController],
  providers: [
    UsersRepository,
    TokensService,
    PasswordHasher,
    RevokedTokensRepository,
    AccountsService,
    PasswordResetsRepository,
    PasswordResetService,
    AccountsBootstrap,
    PeopleService,
    AuthorsService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AccountsService, PeopleService, AuthorsService],
})
export class AccountsModule {}

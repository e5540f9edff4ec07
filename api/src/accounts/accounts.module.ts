import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { AuthGuard } from './auth/auth.guard';
import { TokensService } from './auth/tokens.service';
import { UserRecord, UserRecordSchema } from './user.schema';
import { UsersRepository } from './users.repository';

/** Accounts, sign-in and the global auth guard (see ./auth for what other modules use). */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: UserRecord.name, schema: UserRecordSchema }]),
    JwtModule.register({}),
    RateLimitModule,
  ],
  controllers: [AccountsController],
  providers: [
    UsersRepository,
    TokensService,
    AccountsService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [UsersRepository, AccountsService],
})
export class AccountsModule {}

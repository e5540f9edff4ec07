import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import {
  AuthorApplicationRecord,
  AuthorApplicationRecordSchema,
} from './author-application.schema';
import { AuthorApplicationsController } from './author-applications.controller';
import { AuthorApplicationsRepository } from './author-applications.repository';
import { AuthorApplicationsService } from './author-applications.service';

/** Requests for author privileges and the admins' decisions on them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AuthorApplicationRecord.name, schema: AuthorApplicationRecordSchema },
    ]),
    AccountsModule,
    MailModule,
  ],
  controllers: [AuthorApplicationsController],
  providers: [AuthorApplicationsRepository, AuthorApplicationsService],
  // The admin console's overview counts the pending applications.
  exports: [AuthorApplicationsService],
})
export class AuthorApplicationsModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { BlogsModule } from '../blogs/blogs.module';
import { CommentsModule } from '../comments/comments.module';
import { MailModule } from '../mail/mail.module';
import {
  NotificationDigestRecord,
  NotificationDigestSchema,
  NotificationSettingsRecord,
  NotificationSettingsSchema,
} from './notification.schema';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker } from './notifications.worker';

/** Reply and comment notification mails of signed-in users, batched per person and window. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NotificationDigestRecord.name, schema: NotificationDigestSchema },
      { name: NotificationSettingsRecord.name, schema: NotificationSettingsSchema },
    ]),
    AccountsModule,
    BlogsModule,
    CommentsModule,
    MailModule,
  ],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationsWorker],
})
export class NotificationsModule {}

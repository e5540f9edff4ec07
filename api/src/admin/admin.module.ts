import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthorApplicationsModule } from '../author-applications/author-applications.module';
import { BlogsModule } from '../blogs/blogs.module';
import { ChatModule } from '../chat/chat.module';
import { CommentsModule } from '../comments/comments.module';
import { ContactModule } from '../contact/contact.module';
import { MailModule } from '../mail/mail.module';
import { RemoteErrorsModule } from '../remote-errors/remote-errors.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { AdminChatController } from './admin-chat.controller';
import { AdminController } from './admin.controller';
import { AuditEntryRecord, AuditEntryRecordSchema } from './audit-entry.schema';
import { AuditLogRepository } from './audit-log.repository';
import { CanaryAudit } from './canary-audit.service';
import { ChatTeaching } from './chat-teaching.service';
import { LeadActions } from './lead-actions.service';
import { LockRecord, LockRecordSchema } from './lock.schema';
import { LocksRepository } from './locks.repository';
import { ModerationService } from './moderation.service';
import { OverviewService } from './overview.service';
import { RoleChanges } from './role-changes.service';
import { SubscriberAdmin } from './subscriber-admin.service';

/**
 * The admin console: leads, people and roles, moderation, audit log, overview (with the remotes'
 * errors), the assistant.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AuditEntryRecord.name, schema: AuditEntryRecordSchema },
      { name: LockRecord.name, schema: LockRecordSchema },
    ]),
    AccountsModule,
    AuthorApplicationsModule,
    BlogsModule,
    ChatModule,
    CommentsModule,
    ContactModule,
    MailModule,
    RemoteErrorsModule,
    SubscriptionsModule,
  ],
  controllers: [AdminController, AdminChatController, AdminSubscribersController],
  providers: [
    AuditLogRepository,
    LocksRepository,
    LeadActions,
    ChatTeaching,
    RoleChanges,
    ModerationService,
    OverviewService,
    CanaryAudit,
    SubscriberAdmin,
  ],
})
export class AdminModule {}

import { DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { AdminModule } from './admin/admin.module';
import { AppController } from './app.controller';
import { AuthorApplicationsModule } from './author-applications/author-applications.module';
import { JsonLogger } from './common/logging/json-logger';
import { LoggingModule } from './common/logging/logging.module';
import type { AppConfig } from './config/configuration';
import { ChatModule } from './chat/chat.module';
import { CommentSectionModule } from './comments/comment-section/comment-section.module';
import { CommentsModule } from './comments/comments.module';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { BlogsModule } from './blogs/blogs.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RemoteErrorsModule } from './remote-errors/remote-errors.module';
import { NotificationsModule } from './notifications/notifications.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

/** The API: one module per capability. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: JsonLogger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        DatabaseModule,
        RateLimitModule,
        HealthModule,
        ContactModule,
        AccountsModule,
        AuthorApplicationsModule,
        ChatModule,
        MediaModule,
        BlogsModule,
        CommentsModule,
        CommentSectionModule,
        SubscriptionsModule,
        NotificationsModule,
        RemoteErrorsModule,
        AdminModule,
      ],
      controllers: [AppController],
    };
  }
}

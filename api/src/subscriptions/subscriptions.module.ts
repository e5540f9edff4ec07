import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlogsModule } from '../blogs/blogs.module';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { NewsletterWorker } from './newsletter.worker';
import {
  NewsletterStateRecord,
  NewsletterStateSchema,
  PostDeliveryRecord,
  PostDeliverySchema,
  SubscriptionRecord,
  SubscriptionSchema,
} from './subscription.schema';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/** E-mail subscriptions to the blog, a tag or an author, and the mails of new posts. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SubscriptionRecord.name, schema: SubscriptionSchema },
      { name: PostDeliveryRecord.name, schema: PostDeliverySchema },
      { name: NewsletterStateRecord.name, schema: NewsletterStateSchema },
    ]),
    BlogsModule,
    MailModule,
    RateLimitModule,
  ],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsRepository, SubscriptionsService, NewsletterWorker],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}

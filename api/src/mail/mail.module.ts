import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from './mail-outbox.service';
import { MailSources } from './mail-sources';
import { createMailTransport } from './mail-transport';
import { MAIL_TRANSPORT } from './mail.tokens';
import { OutboxMessage, OutboxMessageSchema } from './outbox-message.schema';
import { OutboxRepository } from './outbox.repository';
import { OutboxWorker } from './outbox.worker';
import { SuppressionRecord, SuppressionSchema } from './suppression.schema';
import { SuppressionsRepository } from './suppressions.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OutboxMessage.name, schema: OutboxMessageSchema },
      { name: SuppressionRecord.name, schema: SuppressionSchema },
    ]),
  ],
  providers: [
    OutboxRepository,
    SuppressionsRepository,
    MailSources,
    OutboxWorker,
    MailOutbox,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailTransport(config.mail),
    },
  ],
  exports: [MailOutbox, SuppressionsRepository],
})
export class MailModule {}

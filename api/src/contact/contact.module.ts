import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactMessageRecord, ContactMessageRecordSchema } from './contact-message.schema';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { LeadsService } from './leads.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ContactMessageRecord.name, schema: ContactMessageRecordSchema },
    ]),
    MailModule,
    RateLimitModule,
  ],
  controllers: [ContactController],
  providers: [ContactMessagesRepository, ContactService, LeadsService],
  // The chatbot's handoff to a person stores and mails its lead the same way; the admin console
  // reads and updates the leads through LeadsService.
  exports: [ContactService, LeadsService],
})
export class ContactModule {}

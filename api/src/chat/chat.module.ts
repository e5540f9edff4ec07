import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlogsModule } from '../blogs/blogs.module';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { ContactModule } from '../contact/contact.module';
import { ChatLearning } from './chat-learning.service';
import { ChatLessonRecord, ChatLessonSchema } from './chat-lesson.schema';
import { ChatLessonsRepository } from './chat-lessons.repository';
import { ChatModel } from './chat-model';
import { ChatExchangeLog } from './chat-exchange-log';
import { ChatExchange, ChatExchangeSchema } from './chat-exchange.schema';
import { ChatExchangesRepository } from './chat-exchanges.repository';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { CHAT_LLM_FALLBACK } from './chat.tokens';
import { LlmFallback, llmInstructions } from './llm-fallback';
import { siteContent } from './corpus';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ChatExchange.name, schema: ChatExchangeSchema },
      { name: ChatLessonRecord.name, schema: ChatLessonSchema },
    ]),
    BlogsModule,
    ContactModule,
  ],
  controllers: [ChatController],
  providers: [
    ChatExchangesRepository,
    ChatExchangeLog,
    ChatService,
    ChatModel,
    ChatLessonsRepository,
    ChatLearning,
    {
      provide: CHAT_LLM_FALLBACK,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.chat.llm ? new LlmFallback(config.chat.llm, llmInstructions(siteContent)) : null,
    },
  ],
  // The admin console teaches the assistant through ChatLearning (and audits each change).
  exports: [ChatLearning],
})
export class ChatModule {}

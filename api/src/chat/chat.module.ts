import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { ContactModule } from '../contact/contact.module';
import { ChatBot } from './chat-bot';
import { ChatExchangeLog } from './chat-exchange-log';
import { ChatExchange, ChatExchangeSchema } from './chat-exchange.schema';
import { ChatExchangesRepository } from './chat-exchanges.repository';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { CHAT_BOT } from './chat.tokens';
import { siteContent } from './corpus';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: ChatExchange.name, schema: ChatExchangeSchema }]),
    ContactModule,
  ],
  controllers: [ChatController],
  providers: [
    ChatExchangesRepository,
    ChatExchangeLog,
    ChatService,
    {
      // Trained once at startup, in memory, from the site's content: nothing is downloaded.
      provide: CHAT_BOT,
      inject: [APP_CONFIG, JsonLogger],
      useFactory: async (config: AppConfig, logger: JsonLogger) => {
        const bot = await ChatBot.train(siteContent, config.chat);
        logger.event('info', `Chat model trained in ${bot.trainingMs} ms`, {
          context: 'Chat',
          trainingMs: bot.trainingMs,
          intents: bot.intents.length,
        });
        return bot;
      },
    },
  ],
})
export class ChatModule {}

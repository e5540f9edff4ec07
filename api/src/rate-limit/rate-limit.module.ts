import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitCounter, RateLimitCounterSchema } from './rate-limit-counter.schema';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitRepository } from './rate-limit.repository';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }]),
  ],
  providers: [RateLimitRepository, { provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}

import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitCounter, RateLimitCounterSchema } from './rate-limit-counter.schema';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimiter } from './rate-limiter.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }]),
  ],
  providers: [RateLimitRepository, RateLimiter, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimiter],
})
export class RateLimitModule {}

import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { Readiness } from './readiness';

@Module({
  imports: [DatabaseModule],
  controllers: [HealthController],
  providers: [HealthService, Readiness],
  exports: [Readiness],
})
export class HealthModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RemoteHealthRepository } from './remote-health.repository';
import {
  CanaryVerdictRecord,
  CanaryVerdictRecordSchema,
  RemoteHealthBucket,
  RemoteHealthBucketSchema,
} from './remote-health.schema';
import { RemoteHealthService } from './remote-health.service';
import { RemoteReportsController } from './remote-reports.controller';

/**
 * Real visitors' errors per remote version (the shell's reports) and the canary guard. The admin
 * console reads the summary and writes the audit entry of a canary switched off through
 * RemoteHealthService.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RemoteHealthBucket.name, schema: RemoteHealthBucketSchema },
      { name: CanaryVerdictRecord.name, schema: CanaryVerdictRecordSchema },
    ]),
  ],
  controllers: [RemoteReportsController],
  providers: [RemoteHealthRepository, RemoteHealthService],
  exports: [RemoteHealthService],
})
export class RemoteErrorsModule {}

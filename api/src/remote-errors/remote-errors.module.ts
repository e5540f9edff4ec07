import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RemoteHealthRepository } from './remote-health.repository';
import {
  CanaryVerdictRecord,
  CanaryVerdictRecordSchema,
  RemoteHealthBucket,
  RemoteHealthBucketSchema,
  ReportTokenUse,
  ReportTokenUseSchema,
} from './remote-health.schema';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { RemoteHealthService } from './remote-health.service';
import { RemoteReportsController } from './remote-reports.controller';
import { ReportEvidence } from './report-evidence.service';
import { AdminSpeedController, VitalsController } from './vitals.controller';
import { VitalsRepository } from './vitals.repository';
import { VitalsHour, VitalsHourSchema } from './vitals.schema';
import { VitalsService } from './vitals.service';

/**
 * Real visitors' page loads (counted by the shell's server) and errors (the pages' reports, each
 * with its page load's token) per remote version, and the canary guard. The admin
 * console reads the summary and writes the audit entry of a canary switched off through
 * RemoteHealthService.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RemoteHealthBucket.name, schema: RemoteHealthBucketSchema },
      { name: CanaryVerdictRecord.name, schema: CanaryVerdictRecordSchema },
      { name: ReportTokenUse.name, schema: ReportTokenUseSchema },
      { name: VitalsHour.name, schema: VitalsHourSchema },
    ]),
    RateLimitModule,
  ],
  controllers: [RemoteReportsController, VitalsController, AdminSpeedController],
  providers: [
    RemoteHealthRepository,
    ReportEvidence,
    RemoteHealthService,
    VitalsRepository,
    VitalsService,
  ],
  exports: [RemoteHealthService],
})
export class RemoteErrorsModule {}

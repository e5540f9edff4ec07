import type { AuditEntry } from '@brightwave/contracts';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { RemoteHealthService } from '../remote-errors/remote-health.service';
import { AuditLogRepository } from './audit-log.repository';

/** Nobody signed in did it: the canary guard acted on real visitors' errors. */
export const CANARY_GUARD: AuditEntry['actor'] = {
  id: 'canary-guard',
  name: 'Canary guard',
  email: 'automatic',
};

/** Writes the audit entry of a canary the guard switched off (once: the deciding instance). */
@Injectable()
export class CanaryAudit implements OnModuleInit {
  constructor(
    private readonly health: RemoteHealthService,
    private readonly audit: AuditLogRepository,
  ) {}

  onModuleInit(): void {
    this.health.onCanaryPulled(({ remote, version, reason }) =>
      this.audit.add({
        actor: CANARY_GUARD,
        action: 'canary.off',
        target: { type: 'remote', id: remote, label: `${remote} canary ${version}` },
        before: { canary: version },
        after: { canary: 'off' },
        reason,
      }),
    );
  }
}

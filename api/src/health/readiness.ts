import { Injectable } from '@nestjs/common';

/**
 * Whether this instance wants new requests. It stops wanting them when asked to stop (SIGTERM):
 * /health/ready then answers 503 while requests are still served, so a load balancer moves
 * traffic to the other instances before this one stops accepting.
 */
@Injectable()
export class Readiness {
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  stop(): void {
    this.stopping = true;
  }
}

import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { isDatabaseUnavailable } from '../../db/database.js';
import type { DatabaseOutage } from '../../db/database-outage.js';
import {
  OutboundError,
  postJson,
  type OutboundResponse,
  type PostOptions,
} from './outbound-http.js';
import * as outbox from '../../lib/outbox/outbox-store.js';
import { RepeatingTask } from '../../lib/repeating-task.js';
import { signedHeaders } from './webhook-signature.js';
import { pauseFailingEndpoint } from './webhooks.service.js';

type OutboxOptions = {
  /** The time deliveries are due by and attempts are stamped with (a fake clock in tests). */
  clock?: () => Date;
  /** Jitter of the retry delays, in [0, 1). */
  random?: () => number;
  post?: (url: string, body: string, options: PostOptions) => Promise<OutboundResponse>;
  /** Told when a poll finds the database unavailable: the outage is logged once, not per poll. */
  outage?: Pick<DatabaseOutage, 'noticed'>;
};

/**
 * A claim outlives the longest attempt (the receiver's timeout) by this margin, so a live process
 * never loses its delivery, and one killed mid-delivery holds it no longer than that.
 */
const LEASE_MARGIN_MS = 5000;
const CLAIM_BATCH = 10;

/**
 * Sends what the outbox holds, in the server process: webhook deliveries and website builds.
 * Every process of a deployment runs one; each row is claimed by one of them. An attempt that
 * fails is tried again on WEBHOOK_RETRY_SCHEDULE_SECONDS (with jitter), then it has failed; a
 * webhook endpoint whose delivery fails for good is paused and the owners told.
 */
export class OutboxWorker {
  private readonly repeating: RepeatingTask;
  private readonly clock: () => Date;
  private readonly random: () => number;
  private readonly post: NonNullable<OutboxOptions['post']>;
  private readonly outage: OutboxOptions['outage'];

  constructor(
    private readonly deps: AppDeps,
    options: OutboxOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.post = options.post ?? postJson;
    this.outage = options.outage;
    this.repeating = new RepeatingTask(
      () => this.runOnce(),
      deps.config.outboxPollMs,
      (error: unknown) => {
        if (this.outage && isDatabaseUnavailable(error)) this.outage.noticed(error);
        else this.deps.log.warn({ err: error }, 'The outbox could not be read; trying again');
      },
    );
  }

  start(): void {
    this.repeating.start();
  }

  /** Stops polling and waits for the attempts in flight to be settled. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** One pass: claims what is due and sends it. Returns how many attempts were made. */
  async runOnce(): Promise<{ deliveries: number; builds: number }> {
    const [deliveries, builds] = await Promise.all([this.sendDeliveries(), this.sendBuilds()]);
    return { deliveries, builds };
  }

  private now(): string {
    return this.clock().toISOString();
  }

  private lease(): string {
    const lease = this.deps.config.webhookTimeoutMs + LEASE_MARGIN_MS;
    return new Date(this.clock().getTime() + lease).toISOString();
  }

  /** When a failed attempt is tried again, or null when it was the last one. */
  private retryAt(attemptsMade: number): string | null {
    const delay = WEBHOOK_RETRY_SCHEDULE_SECONDS[attemptsMade - 1];
    if (delay === undefined) return null;
    const jittered = delay * 1000 * (0.8 + 0.4 * this.random());
    return new Date(this.clock().getTime() + jittered).toISOString();
  }

  private async attempt(url: string, body: string, headers: Record<string, string>) {
    const { config } = this.deps;
    const attemptedAt = this.now();
    const started = performance.now();
    let response: OutboundResponse | null = null;
    let error: string | null = null;
    try {
      response = await this.post(url, body, {
        headers,
        timeoutMs: config.webhookTimeoutMs,
        allowPrivate: config.webhookAllowPrivate,
      });
      if (response.status < 200 || response.status >= 300) {
        error = `The receiver answered ${response.status}`;
      }
    } catch (caught) {
      error = caught instanceof OutboundError ? caught.message : 'The request could not be sent';
    }
    return {
      ok: error === null,
      outcome: {
        attemptedAt,
        durationMs: Math.round(performance.now() - started),
        responseStatus: response?.status ?? null,
        responseExcerpt: response?.excerpt ?? null,
        error,
      } satisfies outbox.AttemptOutcome,
    };
  }

  private async sendDeliveries(): Promise<number> {
    const { db, dialect } = this.deps;
    const leaseUntil = this.lease();
    const claimed = await outbox.claimDueDeliveries(db, dialect, {
      now: this.now(),
      leaseUntil,
      limit: CLAIM_BATCH,
    });
    await Promise.all(
      claimed.map(async (delivery) => {
        const timestamp = Math.floor(this.clock().getTime() / 1000);
        const headers = signedHeaders(
          delivery.secrets,
          delivery.message_id,
          timestamp,
          delivery.payload,
        );
        const { ok, outcome } = await this.attempt(delivery.url, delivery.payload, headers);
        const attemptsMade = delivery.attempts + 1;
        const retryAt = ok ? null : this.retryAt(attemptsMade);
        const status = ok ? 'succeeded' : retryAt ? 'pending' : 'failed';
        const settled = await outbox.settleDelivery(db, { id: delivery.id, leaseUntil }, outcome, {
          status,
          nextAttemptAt: retryAt,
        });
        if (settled && status === 'failed') {
          await pauseFailingEndpoint(this.deps, delivery.endpoint_id, attemptsMade);
        }
      }),
    );
    return claimed.length;
  }

  private async sendBuilds(): Promise<number> {
    const { db, dialect, config } = this.deps;
    const leaseUntil = this.lease();
    const now = this.clock();
    const claimed = await outbox.claimDueBuilds(db, dialect, {
      now: now.toISOString(),
      windowStart: new Date(now.getTime() - config.websiteBuildDelayMs).toISOString(),
      leaseUntil,
    });
    for (const build of claimed) {
      const url = await outbox.websiteHookUrl(db);
      if (!url) {
        await outbox.settleBuild(
          db,
          { id: build.id, leaseUntil },
          {
            attemptedAt: this.now(),
            durationMs: 0,
            responseStatus: null,
            responseExcerpt: null,
            error: 'No website webhook URL is set, so no build was started.',
          },
          { status: 'skipped', nextAttemptAt: null },
        );
        continue;
      }
      const body = JSON.stringify({
        trigger: 'job-board-back-office',
        build_id: build.id,
        changes: build.triggers.split('\n'),
      });
      const { ok, outcome } = await this.attempt(url, body, {});
      const retryAt = ok ? null : this.retryAt(build.attempts + 1);
      await outbox.settleBuild(db, { id: build.id, leaseUntil }, outcome, {
        status: ok ? 'succeeded' : retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt,
      });
    }
    return claimed.length;
  }
}

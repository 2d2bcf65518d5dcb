// An app on a test database whose clock the test moves (session limits, TOTP steps), and TOTP helpers.
import { generate } from 'otplib';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/index';
import { testConfig } from './context';

/** A fixed start in the middle of a 30 s step, so ±1 step arithmetic never straddles a boundary. */
export const START = Date.UTC(2026, 10, 25, 9, 0, 10);

export function clockedApp(db: Database, env: Record<string, string> = {}) {
  const clock = { now: START };
  const config = testConfig(env);
  const app = createApp({
    db,
    config,
    logger: pino({ level: 'silent' }),
    serveFrontends: false,
    clock: () => clock.now,
  });
  return {
    app,
    config,
    clock,
    /** Moves the clock on by whole 30 s steps, so each test signs in with a step never used before. */
    advanceSteps(steps: number) {
      clock.now += steps * 30_000;
    },
  };
}

/** The code an authenticator app shows `offsetSteps` steps from the given clock. */
export const totpAt = (secret: string, nowMs: number, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(nowMs / 1000) + offsetSteps * 30 });

/** Password step of the sign-in; the agent then holds a "second factor pending" session. */
export async function passwordStep(app: Parameters<typeof request.agent>[0], email: string, password: string) {
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send({ email, password });
  return { agent, res };
}

import { hash, verify } from '@node-rs/argon2';
import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import { createGate, type Gate, type GateStats } from './gate.js';
import { HttpError } from './http-error.js';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id (the enum is const).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A caller waits at most this long for a hashing slot. */
const WAIT_MS = 10_000;

const busy = () => new HttpError(503, SERVER_MESSAGES.serverBusy, DEV_CODES.serverBusy);

/**
 * Issue 9: every argon2 call takes a slot, so a login flood queues here instead of filling the
 * CPU and libuv's threads, and signed-in requests keep theirs. The queue is bounded: past it, or
 * after waiting 10 s, the caller gets 503 at once (ADR 0015). One gate per process: CPU is per process.
 */
const newGate = (concurrency: number): Gate =>
  createGate({ capacity: concurrency, waitMs: WAIT_MS, maxWaiting: concurrency * 50, onTimeout: busy });
let concurrency = 2;
let gate = newGate(concurrency);

/** PASSWORD_HASH_CONCURRENCY; buildApp calls it with the configuration. */
export function configurePasswordHashing(slots: number): void {
  if (slots === concurrency) return;
  concurrency = slots;
  gate = newGate(slots);
}

/** How many hashes ran and the most at once: tests read it instead of timing. */
export function passwordHashStats(): GateStats {
  return gate.stats();
}

export function hashPassword(password: string): Promise<string> {
  return gate.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await gate.run(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** An unknown email is checked against this, so it takes as long as a wrong password. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!').catch((error: unknown) => {
    dummyHash = undefined; // a busy refusal must not stick
    throw error;
  });
  return dummyHash;
}

import { API_PATHS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { totpAt, type TestAdviser } from '../src/test/factories.js';

export interface Measured {
  name: string;
  medianMicros: number;
}

/**
 * Runs `ours` and `reference` in alternating rounds in this process, so that machine load affects both
 * alike, and returns each one's median time per call.
 */
export async function compare(
  pair: { ours: () => Promise<unknown>; reference: () => Promise<unknown> },
  { rounds = 30, callsPerRound = 100, warmupCalls = 300 } = {},
): Promise<{ ours: number; reference: number; ratio: number }> {
  for (let i = 0; i < warmupCalls; i += 1) {
    await pair.ours();
    await pair.reference();
  }
  const samples = { ours: [] as number[], reference: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    for (const key of round % 2 ? (['ours', 'reference'] as const) : (['reference', 'ours'] as const)) {
      const started = performance.now();
      for (let i = 0; i < callsPerRound; i += 1) await pair[key]();
      samples[key].push(((performance.now() - started) * 1000) / callsPerRound);
    }
  }
  const ours = median(samples.ours);
  const reference = median(samples.reference);
  return { ours, reference, ratio: ours / reference };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function report(name: string, result: { ours: number; reference: number; ratio: number }): void {
  console.log(
    `${name.padEnd(44)} ours ${result.ours.toFixed(1).padStart(8)} µs   reference ${result.reference
      .toFixed(1)
      .padStart(8)} µs   ratio ${result.ratio.toFixed(2)}`,
  );
}

/** Signs the adviser in (login, then 2FA with the code for `now`) and returns the access JWT. */
export async function signedInJwt(app: FastifyInstance, adviser: TestAdviser, now: Date): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email: adviser.email, password: adviser.password },
  });
  const verify = await app.inject({
    method: 'POST',
    url: API_PATHS.verifyOtp,
    payload: { id: login.json<{ id: string }>().id, otp: await totpAt(adviser.totpSecret, now) },
  });
  return verify.json<{ jwt: string }>().jwt;
}

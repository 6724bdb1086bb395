import {
  EMPTY_PLAN,
  LIFE_GOALS_STORAGE_KEY,
  lifeGoalsPlanSchema,
  type LifeGoalsPlan,
} from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readAdviserItem, removeAdviserItem, writeAdviserItem } from './adviser-storage';
import { subscribeSession } from './session';

// spec 002 §3: the Life Goals 360 plan lives in localStorage under 'lifeGoals360'. It sits in lib/
// because the planner and the journey pages (which carry its insured across) both read it.

/** Issue 15: the last plans per client, so an adviser can switch between clients on this device. */
export const RECENT_CLIENTS_KEY = `${LIFE_GOALS_STORAGE_KEY}.recentClients`;
export const MAX_RECENT_CLIENTS = 8;

const recentClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  dob: z.string(),
  savedAt: z.string(),
  plan: lifeGoalsPlanSchema,
});
export type RecentClient = z.infer<typeof recentClientSchema>;

const listeners = new Set<() => void>();
let cachedPlan: { raw: string | null; plan: LifeGoalsPlan } = { raw: null, plan: EMPTY_PLAN };
let cachedRecent: { raw: string | null; list: RecentClient[] } = { raw: null, list: [] };

function emit(): void {
  for (const listener of listeners) listener();
}

function parseStored<T>(raw: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function readPlan(): LifeGoalsPlan {
  const raw = readAdviserItem(localStorage, LIFE_GOALS_STORAGE_KEY);
  if (raw !== cachedPlan.raw) cachedPlan = { raw, plan: parseStored(raw, lifeGoalsPlanSchema, EMPTY_PLAN) };
  return cachedPlan.plan;
}

export function readRecentClients(): RecentClient[] {
  const raw = readAdviserItem(localStorage, RECENT_CLIENTS_KEY);
  if (raw !== cachedRecent.raw) {
    cachedRecent = { raw, list: parseStored(raw, z.array(recentClientSchema), []) };
  }
  return cachedRecent.list;
}

const clientIdOf = (insured: { name: string; dob: string }) => `${insured.name.toLowerCase()}|${insured.dob}`;

/** Saves the plan; a plan with an insured also becomes the newest of the recent clients. */
export function writePlan(plan: LifeGoalsPlan, now: Date = new Date()): void {
  // Issue 32 item 5: a tab whose adviser signed out (here or in another tab) saves nothing.
  if (!writeAdviserItem(localStorage, LIFE_GOALS_STORAGE_KEY, JSON.stringify(plan))) return;
  if (plan.insured) {
    const id = clientIdOf(plan.insured);
    const entry: RecentClient = {
      id,
      name: plan.insured.name,
      dob: plan.insured.dob,
      savedAt: now.toISOString(),
      plan,
    };
    const others = readRecentClients().filter((c) => c.id !== id);
    writeAdviserItem(
      localStorage,
      RECENT_CLIENTS_KEY,
      JSON.stringify([entry, ...others].slice(0, MAX_RECENT_CLIENTS)),
    );
  }
  emit();
}

export const updatePlan = (change: (plan: LifeGoalsPlan) => LifeGoalsPlan) => writePlan(change(readPlan()));

/** spec 002 §4: Reset clears the planner. The recent clients stay; each can be removed on its own. */
export function resetPlan(): void {
  removeAdviserItem(localStorage, LIFE_GOALS_STORAGE_KEY);
  emit();
}

export function removeRecentClient(id: string): void {
  const list = readRecentClients().filter((c) => c.id !== id);
  writeAdviserItem(localStorage, RECENT_CLIENTS_KEY, JSON.stringify(list));
  emit();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(LIFE_GOALS_STORAGE_KEY)) onChange();
  };
  window.addEventListener('storage', onStorage);
  // Sign-out in this tab clears the storage without a storage event: re-read when the session changes.
  const unsubscribeSession = subscribeSession(onChange);
  return () => {
    unsubscribeSession();
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export const usePlan = (): LifeGoalsPlan => useSyncExternalStore(subscribe, readPlan);
export const useRecentClients = (): RecentClient[] => useSyncExternalStore(subscribe, readRecentClients);

/**
 * Publishing by the clock (docs/product.md §3 "Scheduling"): an article with `publish_at` appears at that moment
 * and one with `unpublish_at` leaves the public site at that moment, without a save or a restart. 0 means "not
 * set". Pure functions over unix seconds, so the clock is always passed in (tests move it freely).
 */

/** A record that can be scheduled: unix seconds, 0 (or absent) for "not set". */
export interface Scheduled {
  publish_at?: number;
  unpublish_at?: number;
}

export const SCHEDULE_STATES = ["live", "scheduled", "expired"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** Where a record stands at `now` (unix seconds): not yet out, out, or taken down by its end time. */
export function scheduleStateAt(record: Scheduled, now: number): ScheduleState {
  const start = record.publish_at ?? 0;
  const end = record.unpublish_at ?? 0;
  if (start > 0 && now < start) return "scheduled";
  if (end > 0 && now >= end) return "expired";
  return "live";
}

/** True when the public site shows the record at `now` (unix seconds). */
export function isLiveAt(record: Scheduled, now: number): boolean {
  return scheduleStateAt(record, now) === "live";
}

/** Every moment (unix seconds, ascending, once each) at which one of `records` appears or disappears. */
export function scheduleBoundaries(records: readonly Scheduled[]): number[] {
  const moments = new Set<number>();
  for (const record of records) {
    if (record.publish_at) moments.add(record.publish_at);
    if (record.unpublish_at) moments.add(record.unpublish_at);
  }
  return [...moments].sort((a, b) => a - b);
}

/** How many of the ascending `boundaries` have passed at `now`: what is visible changes exactly when this does. */
export function passedBoundaries(boundaries: readonly number[], now: number): number {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boundaries[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first of the ascending `boundaries` still to come after `now`, or null when none is. */
export function nextBoundary(boundaries: readonly number[], now: number): number | null {
  return boundaries[passedBoundaries(boundaries, now)] ?? null;
}

/** `now` in unix seconds from milliseconds. */
export const unixSecondsOf = (ms: number): number => Math.floor(ms / 1000);

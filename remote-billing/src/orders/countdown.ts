// The payment window's countdown (spec §9: 10 minutes). The server says how many seconds were left
// when it answered; the screen counts down from there with its own clock, so a wrong computer clock
// does not move the deadline. Pure module.

/** Seconds left now, given what the server said and when its answer arrived (ms timestamps). */
export function secondsLeft(remainingAtAnswer: number, answeredAt: number, now: number): number {
  return Math.max(0, remainingAtAnswer - Math.floor(Math.max(0, now - answeredAt) / 1000));
}

/** 537 → '08:57'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

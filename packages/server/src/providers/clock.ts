// Time source for every business rule, so tests can move "now".
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FakeClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now() {
    return new Date(this.current);
  }
  set(d: Date) {
    this.current = new Date(d);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The real time moved by an offset: dev/test mode only (main.ts uses it when DEV_MODE=1), so an
 * e2e run can jump to "the 25th" or "8 days after expiry" and watch the jobs act. Production
 * settings use systemClock, and the route that moves it (POST /dev/clock) does not exist there.
 */
export class ShiftedClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now() {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  get offset() {
    return this.offsetMs;
  }
  setOffset(ms: number) {
    this.offsetMs = ms;
  }
}

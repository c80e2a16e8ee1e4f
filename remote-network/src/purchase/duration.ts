// A duration as the forms hold it ('month:3') and as the API takes it ({ duration_unit, duration }).
// Pure module (unit tested).
export interface DurationChoice {
  unit: 'day' | 'month';
  value: number;
}

export const durationKey = (d: DurationChoice) => `${d.unit}:${d.value}`;

export function parseDuration(key: string | undefined): DurationChoice | undefined {
  const m = /^(day|month):(\d{1,2})$/.exec(key ?? '');
  return m ? { unit: m[1] as DurationChoice['unit'], value: Number(m[2]) } : undefined;
}

/** The API's duration fields of a form key (undefined while none is chosen). */
export function durationFields(key: string | undefined) {
  const d = parseDuration(key);
  return d ? { duration_unit: d.unit, duration: d.value } : undefined;
}

/** '1,2,3' (the renewal pages' ?ids=) → positive integer ids, no repeats. */
export function parseIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)];
}

// What the page hands each form: the role both login forms share, whether a call is running, and
// `submit`, which runs the call and then enters, waits for approval or shows the refusal.
import type { LoginOutcome, LoginRole } from '@console/shared/signin';
import type { FormEvent } from 'react';

export interface FormProps {
  role: LoginRole;
  onRole: (role: LoginRole) => void;
  busy: boolean;
  /** `fallback`: what to say when the call fails without a message */
  submit: (call: () => Promise<LoginOutcome>, fallback: string) => void;
  /** a notice of the page's own (the SMS code was sent, or why not) */
  onNotice: (notice: { text: string; ok: boolean }) => void;
}

/** A form's submit handler: the browser's own submission never happens; `go` runs when every rule passes. */
export function onValidSubmit(checkAll: () => boolean, go: () => void) {
  return (e: FormEvent) => {
    e.preventDefault();
    if (checkAll()) go();
  };
}

// A form's values and messages, checked as antd's Form checks them: a field once changed shows its
// rule's message from then on (derived each render, so a rule reading another field, like the
// confirmation, follows it, and a language switch re-words it), all fields on submit, and the first
// invalid field takes the focus.
import { useState } from 'react';

export type Values = Record<string, string>;
/** A field's rule: its message, or undefined when the value passes. */
export type Rule<V extends Values> = (value: string, all: V) => string | undefined;
export type Rules<V extends Values> = Partial<Record<keyof V, Rule<V>>>;

export interface FormState<V extends Values> {
  /** id prefix of the fields' inputs (`${name}-${field}`) */
  name: string;
  values: V;
  errors: Partial<Record<keyof V, string>>;
  set: (field: keyof V, value: string) => void;
  /** Checks one field now (the SMS button checks the phone); true when it passes. */
  checkField: (field: keyof V) => boolean;
  /** Checks every field; true when all pass, otherwise the first invalid one is focused. */
  checkAll: () => boolean;
}

export function fieldId(form: { name: string }, field: string): string {
  return `${form.name}-${field}`;
}

export function useForm<V extends Values>(name: string, initial: V, rules: Rules<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  /** the fields checked so far: their messages are this render's rules on this render's values */
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const messageOf = (field: keyof V) => rules[field]?.(values[field] ?? '', values);
  const errors: Partial<Record<keyof V, string>> = {};
  for (const f of touched) errors[f] = messageOf(f);

  const touch = (fields: (keyof V)[]) => setTouched((t) => new Set([...t, ...fields]));

  const set = (field: keyof V, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    touch([field]);
  };

  const checkField = (field: keyof V) => {
    touch([field]);
    return !messageOf(field);
  };

  const checkAll = () => {
    const fields = Object.keys(values) as (keyof V)[];
    touch(fields);
    const first = fields.find((f) => messageOf(f));
    if (first !== undefined) document.getElementById(fieldId({ name }, String(first)))?.focus();
    return first === undefined;
  };

  return { name, values, errors, set, checkField, checkAll };
}

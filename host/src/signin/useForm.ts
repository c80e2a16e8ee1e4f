// A form's values and messages, checked as antd's Form checks them: a field once changed is checked
// on every change (a rule reading another field, like the confirmation, is checked again when that
// one changes), all fields on submit, and the first invalid field takes the focus.
import { useRef, useState } from 'react';

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
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const touched = useRef(new Set<keyof V>());
  // this render's rules (they read the language)
  const check = (fields: Iterable<keyof V>, all: V) => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const f of fields) found[f] = rules[f]?.(all[f] ?? '', all);
    return found;
  };

  const set = (field: keyof V, value: string) => {
    const next = { ...values, [field]: value };
    touched.current.add(field);
    setValues(next);
    setErrors((e) => ({ ...e, ...check(touched.current, next) }));
  };

  const checkField = (field: keyof V) => {
    touched.current.add(field);
    const found = check([field], values);
    setErrors((e) => ({ ...e, ...found }));
    return !found[field];
  };

  const checkAll = () => {
    const fields = Object.keys(values) as (keyof V)[];
    for (const f of fields) touched.current.add(f);
    const found = check(fields, values);
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first !== undefined) document.getElementById(fieldId({ name }, String(first)))?.focus();
    return first === undefined;
  };

  return { name, values, errors, set, checkField, checkAll };
}

import { bilingual, joinList, textIn } from '@console/contract/localized';
import { messages } from '@console/contract/messages';
import type { FastifySchemaValidationError } from 'fastify';
import { validationMessage } from './validation-message';

const err = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) =>
  ({ keyword, instancePath, params, schemaPath: '', message: '' }) as FastifySchemaValidationError;

test('a generic sentence names the field in the reader language; zh is unchanged', () => {
  const tooLong = [err('maxLength', '/keyword', { limit: 50 })];
  expect(validationMessage(tooLong, 'querystring')).toBe('关键字长度不能超过50个字符');
  expect(validationMessage(tooLong, 'querystring', undefined, 'en')).toBe('Keyword must be at most 50 characters');
  const missing = [err('required', '', { missingProperty: 'username' })];
  expect(validationMessage(missing, 'body', undefined, 'zh')).toBe('用户名不能为空');
  expect(validationMessage(missing, 'body', undefined, 'en')).toBe('Username is required');
  const allowed = [
    err('const', '/filterStatus', { allowedValue: 1 }),
    err('const', '/filterStatus', { allowedValue: 2 }),
  ];
  expect(validationMessage(allowed, 'querystring', undefined, 'en')).toBe('Filter is not valid; accepted values: 1, 2');
  expect(validationMessage([err('type', '', {})], 'body', undefined, 'en')).toBe(
    'The request body must be a JSON object',
  );
});

test("a field's declared sentences answer in the reader language", () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', ...messages({ invalid: { zh: '名称不正确', en: 'Invalid name' }, required: '必填' }) },
    },
  };
  const errors = [err('maxLength', '/name', { limit: 5 })];
  const request = { schema, value: { name: 'abcdefg' } };
  expect(validationMessage(errors, 'body', request, 'zh')).toBe('名称不正确');
  expect(validationMessage(errors, 'body', request, 'en')).toBe('Invalid name');
  // a plain string is language-free (codes, names): the same in both
  expect(validationMessage(errors, 'body', { schema, value: { name: ' ' } }, 'en')).toBe('必填');
});

test('lists are joined per language; bilingual pairs two tables; textIn picks one', () => {
  expect(joinList(['甲', '乙', '丙'], 'zh')).toBe('甲、乙、丙');
  expect(joinList(['A', 'B', 'C'], 'en')).toBe('A, B, C');
  expect(joinList(['A', 'B', 'C'], 'en', 'and')).toBe('A, B, and C');
  expect(joinList(['甲', '乙', '丙'], 'zh', 'and')).toBe('甲、乙和丙');
  const t = bilingual({ a: '一' }, { a: 'one' });
  expect(t.a).toEqual({ zh: '一', en: 'one' });
  expect(textIn(t.a, 'en')).toBe('one');
  expect(textIn('plain', 'en')).toBe('plain');
});

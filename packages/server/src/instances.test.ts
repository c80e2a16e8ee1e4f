import { instancesFrom, MAX_INSTANCES } from './instances';

const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

test('one instance unless asked; several only on PostgreSQL and outside dev mode', () => {
  expect(instancesFrom({})).toEqual({ count: 1 });
  expect(instancesFrom({ API_INSTANCES: '1' })).toEqual({ count: 1 });
  expect(instancesFrom({ ...pg, API_INSTANCES: '2' })).toEqual({ count: 2 });
  expect(instancesFrom({ ...pg, API_INSTANCES: String(MAX_INSTANCES) })).toEqual({ count: MAX_INSTANCES });
  expect(instancesFrom({ API_INSTANCES: '2' })).toEqual({ error: expect.stringMatching(/DATABASE_URL/) });
  expect(instancesFrom({ ...pg, API_INSTANCES: '2', DEV_MODE: '1' })).toEqual({
    error: expect.stringMatching(/DEV_MODE/),
  });
  for (const bad of ['0', '-1', '1.5', 'two', String(MAX_INSTANCES + 1)])
    expect(instancesFrom({ ...pg, API_INSTANCES: bad })).toEqual({ error: expect.stringMatching(/whole number/) });
});

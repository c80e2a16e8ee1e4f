import { QueryObserver } from '@tanstack/react-query';
import { setLanguage } from '../i18n/language';
import { createQueryClient } from './client';

test('a language switch refetches what is shown (the server wrote it in the other language); the same language does not', async () => {
  setLanguage('zh');
  const client = createQueryClient();
  let fetched = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['labels'],
    queryFn: () => Promise.resolve(++fetched),
  });
  const stop = observer.subscribe(() => undefined);
  await observer.refetch();
  const before = fetched;

  setLanguage('zh');
  await new Promise((r) => setTimeout(r, 0));
  expect(fetched).toBe(before);

  setLanguage('en');
  await new Promise((r) => setTimeout(r, 0));
  expect(fetched).toBe(before + 1);
  expect(client.getQueryData(['labels'])).toBe(before + 1);

  stop();
  setLanguage('zh');
  client.clear();
});

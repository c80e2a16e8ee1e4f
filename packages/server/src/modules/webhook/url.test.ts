import { WEBHOOK_PRIVATE_MESSAGE, WEBHOOK_URL_MESSAGE, webhookUrlProblem } from './url';

test.each([
  ['https://hooks.example.com/console', null],
  ['http://hooks.example.com:8080/x?y=1', null],
  ['ftp://hooks.example.com/', WEBHOOK_URL_MESSAGE],
  ['not a url', WEBHOOK_URL_MESSAGE],
  ['https://user:pw@hooks.example.com/', WEBHOOK_URL_MESSAGE],
  ['http://127.0.0.1:9000/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://localhost/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://10.1.2.3/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://172.20.0.1/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://192.168.1.1/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://169.254.169.254/latest/meta-data', WEBHOOK_PRIVATE_MESSAGE],
  ['http://[::1]:8080/', WEBHOOK_PRIVATE_MESSAGE],
  ['http://172.32.0.1/', null],
])('%s → %s', (url, problem) => {
  expect(webhookUrlProblem(url, false)).toBe(problem);
});

test('dev/test mode may point at loopback (the e2e and server suites run their receiver there)', () => {
  expect(webhookUrlProblem('http://127.0.0.1:9000/', true)).toBeNull();
});

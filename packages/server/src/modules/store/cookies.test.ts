import { parseCookies } from './cookies';

describe('parseCookies', () => {
  test('a JSON cookie array (browser export) is normalized', () => {
    const r = parseCookies(
      JSON.stringify([
        {
          name: 'sid',
          value: 'abc',
          domain: '.amazon.com',
          path: '/',
          expirationDate: 1893456000.5,
          secure: true,
          httpOnly: true,
        },
        { name: 'lang', value: 'en' },
      ]),
    );
    expect(r).toEqual({
      ok: true,
      cookies: [
        {
          name: 'sid',
          value: 'abc',
          domain: '.amazon.com',
          path: '/',
          expires: 1893456000,
          secure: true,
          httpOnly: true,
        },
        { name: 'lang', value: 'en', domain: '', path: '/', secure: false, httpOnly: false },
      ],
    });
  });

  test('{ cookies: [...] } is accepted too', () => {
    expect(parseCookies('{"cookies":[{"name":"a","value":"1"}]}')).toMatchObject({ ok: true });
  });

  test('a Netscape cookies.txt, comments and #HttpOnly_ lines', () => {
    const txt = [
      '# Netscape HTTP Cookie File',
      '',
      '.shopee.sg\tTRUE\t/\tTRUE\t1893456000\tSPC_EC\txyz',
      '#HttpOnly_.shopee.sg\tTRUE\t/\tFALSE\t0\tSPC_U\t42',
    ].join('\n');
    expect(parseCookies(txt)).toEqual({
      ok: true,
      cookies: [
        {
          name: 'SPC_EC',
          value: 'xyz',
          domain: '.shopee.sg',
          path: '/',
          expires: 1893456000,
          secure: true,
          httpOnly: false,
        },
        { name: 'SPC_U', value: '42', domain: '.shopee.sg', path: '/', secure: false, httpOnly: true },
      ],
    });
  });

  test.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['not a cookie', 'format'],
    ['[]', 'format'],
    ['[{"value":"no name"}]', 'format'],
    ['[{"name":"a","value":1}]', 'format'],
    ['{"name":"a"', 'format'],
    ['.x.com\tTRUE\t/\tTRUE\tsoon\tn\tv', 'format'],
    ['.x.com\tMAYBE\t/\tTRUE\t0\tn\tv', 'format'],
    ['# only comments', 'format'],
  ])('%j is refused (%s)', (text, reason) => {
    expect(parseCookies(text)).toEqual({ ok: false, reason });
  });
});

// Where request-layer messages go. The host passes App.useApp().message so messages pick up
// its theme/context; until then antd's static `message` is used.
import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createElement } from 'react';
import { commonText } from '../i18n/common';

export const ERROR_DURATION_SECONDS = 5; // spec §9: 5000 ms

let api: MessageInstance = staticMessage;
let seq = 0;

export function setMessageApi(next: MessageInstance): void {
  api = next;
}

export function getMessageApi(): MessageInstance {
  return api;
}

/** Error for 5 s with a small × that closes just this message (no icon package needed). */
export function showError(text: string): void {
  const current = api;
  const key = `console-request-error-${++seq}`;
  const close = createElement(
    'span',
    {
      role: 'button',
      'aria-label': commonText('close'),
      title: commonText('close'),
      style: { marginLeft: 8, cursor: 'pointer', opacity: 0.6 },
      onClick: () => current.destroy(key),
    },
    '×',
  );
  current.open({
    type: 'error',
    key,
    duration: ERROR_DURATION_SECONDS,
    content: createElement('span', null, text, close),
  });
}

/** Close every open message (before the login-invalid message, spec §8). */
export function destroyAllMessages(): void {
  api.destroy();
}

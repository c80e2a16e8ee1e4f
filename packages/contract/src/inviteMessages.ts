// The sentences of channel management (issue 16), TypeBox-free: the server answers with them and
// the console's zh and en texts are the same strings (remote-billing checks it in a test).
import type { Localized } from './localized';

export const INVITE_CHANNEL_MAX = 50;

export const INVITE_MESSAGES = {
  channelNameRequired: { zh: '渠道名称不能为空', en: 'Channel name cannot be empty' },
  channelName: { zh: '渠道名称不能超过30个字符', en: 'Channel name cannot exceed 30 characters' },
  channelNameTaken: { zh: '渠道名称已存在', en: 'Channel name already exists' },
  channelLimit: {
    zh: `最多创建${INVITE_CHANNEL_MAX}个渠道`,
    en: `At most ${INVITE_CHANNEL_MAX} channels can be created`,
  },
  channelNotFound: { zh: '渠道不存在', en: 'Channel not found' },
} as const satisfies Readonly<Record<string, Localized>>;

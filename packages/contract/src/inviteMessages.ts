// The sentences of channel management (issue 16), TypeBox-free: the server answers with them and
// the console's zh texts are the same strings (remote-billing checks it in a test).
export const INVITE_CHANNEL_MAX = 50;

export const INVITE_MESSAGES = {
  channelNameRequired: '渠道名称不能为空',
  channelName: '渠道名称不能超过30个字符',
  channelNameTaken: '渠道名称已存在',
  channelLimit: `最多创建${INVITE_CHANNEL_MAX}个渠道`,
  channelNotFound: '渠道不存在',
} as const;

// Object-storage simulator: serves clearly labelled placeholder objects (the Windows client
// download, the WeChat QR code) under /oss/simulator/<key>. A real bucket would replace it.
import type { FastifyPluginAsync } from 'fastify';

export const OSS_SIMULATOR_PREFIX = '/oss/simulator/';

const OBJECTS: Record<string, { type: string; body: string; download?: string }> = {
  'windows/CloudPhoneClient-Setup.exe': {
    type: 'application/octet-stream',
    download: 'CloudPhoneClient-Setup-SIMULATOR.txt',
    body: '[Object-storage simulator] Placeholder for the Windows client installer.\r\n'
      + '这是对象存储模拟器提供的占位文件，不是真实的 Windows 客户端安装包。\r\n',
  },
  'weixin/qrcode.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#fff" stroke="#999"/>'
      + '<text x="80" y="75" font-size="14" text-anchor="middle">公众号二维码</text>'
      + '<text x="80" y="100" font-size="12" text-anchor="middle" fill="#ad4e00">(模拟器占位)</text></svg>',
  },
};

export const objectStorageSimulator: FastifyPluginAsync = async (app) => {
  app.get('/oss/simulator/*', { schema: { tags: ['object storage simulator'], summary: '[Simulator] placeholder objects' } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const obj = OBJECTS[key];
      if (!obj) return reply.status(404).type('text/plain; charset=utf-8').send('[Object-storage simulator] no such object');
      if (obj.download) reply.header('content-disposition', `attachment; filename="${obj.download}"`);
      return reply.type(obj.type).send(obj.body);
    });
};

// The enterprise log as a CSV a person reads: labels in the request's language, business times.
// The action labels are the server's copy of the console's (remote-org/src/company/actions.ts);
// a key without a label is written as the key.
import { csvLabel, csvTime, type CsvColumn } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { EnterpriseLogItem } from '@console/contract';

export const AREA: Record<string, Localized> = {
  devices: { zh: '设备', en: 'Devices' },
  accounts: { zh: '分身', en: 'Sub-accounts' },
  network: { zh: '网络', en: 'Network' },
  stores: { zh: '店铺', en: 'Stores' },
  org: { zh: '组织', en: 'Organization' },
  security: { zh: '安全', en: 'Security' },
  billing: { zh: '费用', en: 'Billing' },
  company: { zh: '企业', en: 'Enterprise' },
};

export const RESULT: Record<string, Localized> = {
  ok: { zh: '成功', en: 'Succeeded' },
  failed: { zh: '失败', en: 'Failed' },
  refused: { zh: '已拒绝', en: 'Refused' },
};

export const ACTION: Record<string, Localized> = {
  // devices
  'phone.remark': { zh: '修改云手机备注', en: 'Change cloud phone remark' },
  'phone.assign': { zh: '分配云手机', en: 'Assign cloud phone' },
  'phone.setGroup': { zh: '设置云手机分组', en: 'Move cloud phone to group' },
  'phone.bindNetworkCard': { zh: '绑定/解绑网卡', en: 'Bind or unbind network card' },
  'phone.bindAccount': { zh: '绑定/解绑分身', en: 'Bind or unbind sub-account' },
  'phone.delete': { zh: '删除云手机', en: 'Delete cloud phone' },
  'phone.restore': { zh: '恢复云手机', en: 'Restore cloud phone' },
  'phone.buy': { zh: '购买云手机', en: 'Buy cloud phones' },
  'phone.renew': { zh: '续费云手机', en: 'Renew cloud phones' },
  'phone.autoRenew': { zh: '设置云手机自动续费', en: 'Set cloud phone auto-renewal' },
  // sub-accounts (accounts area)
  'account.add': { zh: '新建分身', en: 'Create sub-account' },
  'account.update': { zh: '编辑分身', en: 'Edit sub-account' },
  'account.remark': { zh: '修改分身备注', en: 'Change sub-account remark' },
  'account.bindGroup': { zh: '设置分身分组', en: 'Move sub-account to group' },
  'account.unbindNetworkCard': { zh: '解绑分身网卡', en: 'Unbind sub-account network card' },
  'account.configEnvir': { zh: '配置分身环境', en: 'Configure sub-account environment' },
  'account.initialize': { zh: '初始化分身', en: 'Initialize sub-account' },
  'account.powerOn': { zh: '分身开机', en: 'Power on sub-account' },
  'account.powerOff': { zh: '分身关机', en: 'Power off sub-account' },
  'account.restart': { zh: '重启分身', en: 'Restart sub-account' },
  'account.install': { zh: '分身一键安装软件', en: 'Install software into sub-account' },
  'account.close': { zh: '注销分身', en: 'Close sub-account' },
  'account.delete': { zh: '删除分身', en: 'Delete sub-account' },
  'account.buy': { zh: '购买分身', en: 'Buy sub-accounts' },
  'account.renew': { zh: '续费分身', en: 'Renew sub-accounts' },
  'account.memory': { zh: '分身存储扩容', en: 'Sub-account storage' },
  'group.create': { zh: '新建分组', en: 'Create group' },
  'group.rename': { zh: '重命名分组', en: 'Rename group' },
  'group.delete': { zh: '删除分组', en: 'Delete group' },
  'cloudNumber.buy': { zh: '购买云号码', en: 'Buy cloud numbers' },
  'cloudNumber.renew': { zh: '续费云号码', en: 'Renew cloud numbers' },
  'cloudNumber.autoRenew': { zh: '设置云号码自动续费', en: 'Set cloud number auto-renewal' },
  'cloudNumber.transfer': { zh: '转移云号码', en: 'Transfer cloud number' },
  'app.add': { zh: '添加应用', en: 'Add app' },
  'app.delete': { zh: '删除应用', en: 'Delete app' },
  'app.install': { zh: '安装应用', en: 'Install app' },
  'app.uninstall': { zh: '卸载应用', en: 'Uninstall app' },
  // billing
  'wallet.recharge': { zh: '账户充值', en: 'Wallet top-up' },
  // security
  'user.password': { zh: '修改登录密码', en: 'Change login password' },
  'user.setPassword': { zh: '设置登录密码', en: 'Set login password' },
  login: { zh: '登录', en: 'Sign in' },
  'login.refused': { zh: '登录被拒绝', en: 'Sign-in refused' },
  'login.failed': { zh: '登录失败', en: 'Sign-in failed' },
  'security.loginControl': { zh: '设置成员登录控制', en: 'Set member login control' },
  'terminal.request': { zh: '终端登录申请', en: 'Terminal sign-in request' },
  'terminal.approve': { zh: '通过终端登录申请', en: 'Approve terminal sign-in' },
  'terminal.reject': { zh: '拒绝终端登录申请', en: 'Reject terminal sign-in' },
  'whitelist.add': { zh: '添加终端白名单', en: 'Add terminal to whitelist' },
  'whitelist.delete': { zh: '移出终端白名单', en: 'Remove terminal from whitelist' },
  // org
  'member.add': { zh: '添加成员', en: 'Add member' },
  'member.update': { zh: '编辑成员', en: 'Edit member' },
  'member.disable': { zh: '禁用成员', en: 'Disable member' },
  'member.restore': { zh: '恢复成员', en: 'Restore member' },
  'member.delete': { zh: '删除成员', en: 'Delete member' },
  'member.clearDisabled': { zh: '清除已禁用成员', en: 'Clear disabled members' },
  'member.setRole': { zh: '设置成员角色', en: 'Set member role' },
  'member.move': { zh: '调整成员部门', en: 'Move member to department' },
  'member.transfer': { zh: '交接成员资源', en: 'Hand over member resources' },
  'department.add': { zh: '新建部门', en: 'Add department' },
  'department.update': { zh: '编辑部门', en: 'Edit department' },
  'department.delete': { zh: '删除部门', en: 'Delete department' },
  'authorization.phone': { zh: '授权云手机', en: 'Authorize cloud phones' },
  'authorization.account': { zh: '授权分身', en: 'Authorize sub-accounts' },
  'authorization.store': { zh: '授权店铺', en: 'Authorize stores' },
  // company
  'certification.submit': { zh: '提交企业认证', en: 'Submit enterprise certification' },
  'certification.approve': { zh: '企业认证通过', en: 'Enterprise certification approved' },
  'certification.reject': { zh: '企业认证被驳回', en: 'Enterprise certification rejected' },
  'company.unbindWechat': { zh: '解除微信绑定', en: 'Unbind WeChat' },
};

export const LOG_CSV: CsvColumn<EnterpriseLogItem>[] = [
  { header: { zh: '时间', en: 'Time' }, value: (l) => csvTime(l.created_at) },
  { header: { zh: '成员', en: 'Member' }, value: (l) => l.actor_name },
  { header: { zh: '模块', en: 'Area' }, value: (l) => csvLabel(AREA, l.area) },
  { header: { zh: '操作', en: 'Action' }, value: (l) => csvLabel(ACTION, l.action) },
  { header: { zh: '对象', en: 'Target' }, value: (l) => l.target_name || l.target_id },
  { header: { zh: '变更', en: 'Change' }, value: (l) => l.summary },
  { header: { zh: '原因', en: 'Reason' }, value: (l) => l.reason },
  { header: { zh: '结果', en: 'Result' }, value: (l) => csvLabel(RESULT, l.result) },
  { header: { zh: 'IP', en: 'IP' }, value: (l) => l.ip },
  { header: { zh: '终端', en: 'Terminal' }, value: (l) => l.terminal_code },
];

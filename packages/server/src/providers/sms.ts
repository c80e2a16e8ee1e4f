// SMS delivery. The embedded default is a simulator: it logs the code and keeps the last one
// per phone for GET /dev/sms/last. A real adapter would implement the same interface.
export interface SmsProvider {
  readonly simulator: boolean;
  send(phone: string, code: string, scene: string): Promise<void>;
}

export interface SentSms {
  phone: string;
  code: string;
  sentAt: string;
}

export class SmsSimulator implements SmsProvider {
  readonly simulator = true;
  private readonly last = new Map<string, SentSms>();
  constructor(private readonly log: (msg: string) => void = (m) => console.log(m)) {}

  async send(phone: string, code: string, scene: string) {
    this.last.set(phone, { phone, code, sentAt: new Date().toISOString() });
    this.log(`[SMS simulator] ${scene} code for ${phone}: ${code} (no real SMS was sent)`);
  }

  lastFor(phone: string): SentSms | undefined {
    return this.last.get(phone);
  }
}
